import { PASTE_REMARK_MAX_LENGTH, SHARE_PASSWORD_MAX_LENGTH } from '@satchel/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
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
import { CodeInput, Input } from '../../../components/ui/input';
import { formatDateTime } from '../../../lib/format';
import { PasswordInput } from '../../auth/components/password-input';
import { UPLOAD_EXPIRY_PRESETS } from '../../uploads/upload-options';
import type { UpdateFileRequest } from '../api/update-file';
import {
  fileEditValuesFrom,
  hasFileEditErrors,
  toUpdateFileBody,
  validateFileEdit,
  type EditableFileShare,
  type EditExpiry,
  type EditPasswordMode,
  type FileEditErrors,
  type FileEditValues,
} from '../file-share-form';
import { OptionGroup } from './option-group';

interface EditFileDialogProps {
  /** The share to edit; null closes the dialog. */
  share: EditableFileShare | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: UpdateFileRequest) => void;
  isSubmitting?: boolean;
  submitError?: string | null;
}

/** Edit a file share: remark, link suffix, expiry, password and view limit (api.md §3.4). */
export function EditFileDialog({ share, onOpenChange, ...props }: EditFileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={share !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('fileManagement.edit.title')}</DialogTitle>
          <DialogDescription className="break-all">{share?.filename}</DialogDescription>
        </DialogHeader>
        {share && (
          <EditFileForm key={share.id} share={share} onCancel={() => onOpenChange(false)} {...props} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditFileForm({
  share,
  onCancel,
  onSubmit,
  isSubmitting,
  submitError,
}: Omit<EditFileDialogProps, 'share' | 'onOpenChange'> & { share: EditableFileShare; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<FileEditValues>(() => fileEditValuesFrom(share));
  const [errors, setErrors] = useState<FileEditErrors>({});
  // The server's answer to the last save; stale (hidden) once the form changes again.
  const [isSubmitErrorStale, setIsSubmitErrorStale] = useState(false);

  const update = <K extends keyof FileEditValues>(field: K, value: FileEditValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsSubmitErrorStale(true);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateFileEdit(values);
    setErrors(nextErrors);
    if (hasFileEditErrors(nextErrors)) return;
    setIsSubmitErrorStale(false);
    const body = toUpdateFileBody(values, share);
    if (Object.keys(body).length === 0) {
      onCancel();
      return;
    }
    onSubmit(body);
  };

  const error = (field: keyof FileEditErrors, values?: Record<string, unknown>) => {
    const key = errors[field];
    return key ? t(key, values) : null;
  };

  const expiryOptions: Array<{ value: EditExpiry; label: string }> = [
    { value: 'keep', label: t('fileManagement.edit.keep') },
    ...UPLOAD_EXPIRY_PRESETS.map((preset) => ({ value: preset, label: t(`upload.expiry.${preset}`) })),
  ];
  const passwordOptions: Array<{ value: EditPasswordMode; label: string }> = share.has_password
    ? [
        { value: 'keep', label: t('fileManagement.edit.passwordKeep') },
        { value: 'set', label: t('fileManagement.edit.passwordChange') },
        { value: 'clear', label: t('fileManagement.edit.passwordClear') },
      ]
    : [
        { value: 'keep', label: t('fileManagement.edit.passwordNone') },
        { value: 'set', label: t('fileManagement.edit.passwordSet') },
      ];
  const maxViewsChanged = values.maxViews.trim() !== String(share.max_views);

  return (
    <form className="flex min-h-0 flex-1 flex-col" onSubmit={handleSubmit} noValidate>
      <DialogBody className="flex flex-col gap-5">
        <FormField
          label={t('upload.fields.slug')}
          hint={t('fileManagement.edit.slugHint')}
          error={error('slug')}
        >
          {(control) => (
            <CodeInput
              {...control}
              name="slug"
              value={values.slug}
              onChange={(event) => update('slug', event.target.value)}
            />
          )}
        </FormField>

        <FormField
          label={t('upload.fields.remark')}
          error={error('remark', { count: PASTE_REMARK_MAX_LENGTH })}
        >
          {(control) => (
            <Input
              {...control}
              name="remark"
              value={values.remark}
              onChange={(event) => update('remark', event.target.value)}
            />
          )}
        </FormField>

        <OptionGroup
          legend={t('upload.fields.expiry')}
          name="edit-expiry"
          value={values.expiry}
          options={expiryOptions}
          onChange={(value) => update('expiry', value)}
          columns="grid-cols-3 sm:grid-cols-6"
          hint={
            values.expiry === 'keep'
              ? share.expires_at
                ? t('fileManagement.edit.currentExpiry', {
                    date: formatDateTime(share.expires_at, i18n.language),
                  })
                : t('fileManagement.edit.currentNever')
              : undefined
          }
        />

        <div className="flex flex-col gap-3">
          <OptionGroup
            legend={t('upload.fields.password')}
            name="edit-password-mode"
            value={values.passwordMode}
            options={passwordOptions}
            onChange={(value) => update('passwordMode', value)}
            columns={share.has_password ? 'grid-cols-3' : 'grid-cols-2'}
          />
          {values.passwordMode === 'set' && (
            <FormField
              label={t('fileManagement.edit.newPassword')}
              error={error('password', { count: SHARE_PASSWORD_MAX_LENGTH })}
              isRequired
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="new-password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => update('password', event.target.value)}
                />
              )}
            </FormField>
          )}
        </div>

        <FormField
          label={t('upload.fields.maxViews')}
          hint={
            maxViewsChanged
              ? t('fileManagement.edit.maxViewsResets', { views: share.views })
              : t('upload.fields.maxViewsHint')
          }
          error={error('maxViews')}
        >
          {(control) => (
            <Input
              {...control}
              name="max-views"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="max-w-40"
              value={values.maxViews}
              onChange={(event) => update('maxViews', event.target.value)}
            />
          )}
        </FormField>

        {submitError && !isSubmitErrorStale && <Alert tone="error">{submitError}</Alert>}
      </DialogBody>
      <DialogFormFooter onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={t('common.save')} />
    </form>
  );
}
