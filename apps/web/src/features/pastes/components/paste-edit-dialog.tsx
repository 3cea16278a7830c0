import type { PasteDto } from '@satchel/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { CodeInput, Input, inputClassName } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { PasswordInput } from '../../auth/components/password-input';
import { useManagedPaste } from '../api/get-managed-paste';
import type { PasteManagementArea } from '../api/management-area';
import { useUpdatePaste } from '../api/update-paste';
import {
  pasteEditValuesFrom,
  toUpdatePasteBody,
  validatePasteEdit,
  type EditExpiryChoice,
  type PasteEditValues,
} from '../lib/paste-edit-form';
import {
  hasPasteErrors,
  PASTE_LIMITS,
  SHARE_EXPIRY_PRESETS,
  validateMaxViews,
  validateSlug,
  type PasteFormErrors,
} from '../lib/paste-options';

/** Edits any field of a share from the management list. */
export function PasteEditDialog({
  area,
  paste,
  onClose,
}: {
  area: PasteManagementArea;
  /** null closes the dialog. */
  paste: { id: string; slug: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useManagedPaste(area, paste?.id ?? null);
  return (
    <Dialog open={paste !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-all">
            {t('textManagement.edit.title', { slug: paste?.slug ?? '' })}
          </DialogTitle>
          <DialogDescription>{t('textManagement.edit.description')}</DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <DialogBody>
            <Spinner label={t('common.loading')} />
          </DialogBody>
        ) : details.isError ? (
          <DialogBody>
            <Alert tone="error">
              {t('textManagement.errors.detail', {
                message: errorMessage(details.error, t('errors.requestFailed')),
              })}
            </Alert>
          </DialogBody>
        ) : (
          <PasteEditForm key={details.data.id} area={area} paste={details.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PasteEditForm({
  area,
  paste,
  onClose,
}: {
  area: PasteManagementArea;
  paste: PasteDto;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const update = useUpdatePaste();
  const [values, setValues] = useState<PasteEditValues>(() => pasteEditValuesFrom(paste));
  const [errors, setErrors] = useState<PasteFormErrors>({});
  const [slugServerError, setSlugServerError] = useState<string | null>(null);

  const set = <K extends keyof PasteEditValues>(field: K, value: PasteEditValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const message = (field: keyof PasteFormErrors) => {
    const key = errors[field];
    return key ? t(key, { max: PASTE_LIMITS.slugMax, count: PASTE_LIMITS.remarkMax }) : null;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validatePasteEdit(values);
    setErrors(nextErrors);
    setSlugServerError(null);
    if (hasPasteErrors(nextErrors)) return;
    const body = toUpdatePasteBody(paste, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { area, id: paste.id, body },
      {
        onSuccess: (updated) => {
          toast.success(t('textManagement.edit.done', { slug: updated.slug }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setSlugServerError(t('errors.slugTaken'));
          toast.error(
            t('textManagement.errors.update', { message: errorMessage(error, t('errors.requestFailed')) }),
          );
        },
      },
    );
  };

  const currentExpiry = paste.expires_at
    ? formatDateTime(paste.expires_at, i18n.language)
    : t('textManagement.edit.expiryNever');

  return (
    <form className="flex min-h-0 flex-1 flex-col" onSubmit={handleSubmit} noValidate>
      <DialogBody className="flex flex-col gap-4">
        <FormField
          label={t('textManagement.edit.content')}
          error={errors.content ? t(errors.content) : null}
          isRequired
        >
          {(control) => (
            <textarea
              {...control}
              rows={10}
              spellCheck={false}
              value={values.content}
              onChange={(event) => set('content', event.target.value)}
              className={cn(
                inputClassName,
                'h-auto min-h-48 resize-y py-2 font-mono text-[0.85rem] leading-relaxed',
              )}
            />
          )}
        </FormField>
        <FormField label={t('textManagement.edit.remark')} error={message('remark')}>
          {(control) => (
            <Input
              {...control}
              maxLength={PASTE_LIMITS.remarkMax}
              value={values.remark}
              onChange={(event) => set('remark', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={t('textManagement.edit.slug')}
            error={message('slug') ?? slugServerError}
            hint={t('textManagement.edit.slugHint')}
          >
            {(control) => (
              <CodeInput
                {...control}
                maxLength={PASTE_LIMITS.slugMax}
                value={values.slug}
                onChange={(event) => {
                  set('slug', event.target.value);
                  setSlugServerError(null);
                  setErrors((current) => ({ ...current, slug: validateSlug(event.target.value) }));
                }}
              />
            )}
          </FormField>
          <FormField
            label={t('textManagement.edit.maxViews')}
            error={message('maxViews')}
            hint={t('textManagement.edit.maxViewsHint')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={values.maxViews}
                onChange={(event) => {
                  set('maxViews', event.target.value);
                  setErrors((current) => ({ ...current, maxViews: validateMaxViews(event.target.value) }));
                }}
              />
            )}
          </FormField>
          <FormField label={t('textManagement.edit.expiry')}>
            {(control) => (
              <Select
                value={values.expiry}
                onValueChange={(value) => set('expiry', value as EditExpiryChoice)}
              >
                <SelectTrigger id={control.id}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="keep">
                    {t('textManagement.edit.expiryKeep', { current: currentExpiry })}
                  </SelectItem>
                  {SHARE_EXPIRY_PRESETS.map((preset) => (
                    <SelectItem key={preset} value={preset}>
                      {t(`paste.expiry.${preset}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField
            label={t('textManagement.edit.password')}
            error={message('password')}
            hint={
              paste.has_password
                ? `${t('textManagement.edit.hasPassword')} ${t('textManagement.edit.passwordHint')}`
                : `${t('textManagement.edit.noPassword')} ${t('textManagement.edit.passwordHintNone')}`
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                maxLength={PASTE_LIMITS.passwordMax}
                disabled={values.clearPassword}
                value={values.password}
                onChange={(event) => set('password', event.target.value)}
              />
            )}
          </FormField>
        </div>
        {paste.has_password && (
          <div className="flex items-center gap-2.5">
            <Checkbox
              id="paste-edit-clear-password"
              checked={values.clearPassword}
              onCheckedChange={(checked) => {
                set('clearPassword', checked === true);
                if (checked === true) set('password', '');
              }}
            />
            <label
              htmlFor="paste-edit-clear-password"
              className="cursor-pointer text-sm text-zinc-800 dark:text-zinc-200"
            >
              {t('textManagement.edit.clearPassword')}
            </label>
          </div>
        )}
      </DialogBody>
      <DialogFormFooter onCancel={onClose} isSubmitting={update.isPending} submitLabel={t('common.save')} />
    </form>
  );
}
