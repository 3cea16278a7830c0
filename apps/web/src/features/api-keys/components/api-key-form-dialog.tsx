import type { ApiKeyDto } from '@satchel/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
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
import { cn } from '../../../lib/cn';
import { toDateTimeLocalValue } from '../../../lib/format';
import {
  apiKeyFormValuesFromKey,
  CUSTOM_KEY_LIMITS,
  emptyApiKeyFormValues,
  hasErrors,
  NAME_MAX_LENGTH,
  needsFilePermissionAdvice,
  toCreateApiKeyBody,
  toUpdateApiKeyBody,
  validateApiKeyForm,
  type ApiKeyFormErrors,
  type ApiKeyFormValues,
  type ExpiryPreset,
} from '../api-key-form';
import type { CreateApiKeyRequest } from '../api/create-api-key';
import type { UpdateApiKeyRequest } from '../api/update-api-key';

const EXPIRY_OPTIONS: Array<{ value: ExpiryPreset; labelKey: `apiKeys.expiry.${ExpiryPreset}` }> = [
  { value: '1d', labelKey: 'apiKeys.expiry.1d' },
  { value: '7d', labelKey: 'apiKeys.expiry.7d' },
  { value: '30d', labelKey: 'apiKeys.expiry.30d' },
  { value: 'never', labelKey: 'apiKeys.expiry.never' },
  { value: 'custom', labelKey: 'apiKeys.expiry.custom' },
];

type ApiKeyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A request error to show in the dialog (the dialog stays open). */
  submitError?: string | null;
  isSubmitting?: boolean;
} & (
  | { mode: 'create'; onSubmit: (body: CreateApiKeyRequest) => void }
  | { mode: 'edit'; apiKey: ApiKeyDto; onSubmit: (body: UpdateApiKeyRequest) => void }
);

/** Create or edit an API key (spec §5 rules; the key value cannot change when editing). */
export function ApiKeyFormDialog(props: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const title = props.mode === 'create' ? t('apiKeys.create.title') : t('apiKeys.edit.title');
  const description =
    props.mode === 'create' ? t('apiKeys.create.description') : t('apiKeys.edit.description');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Remount per key so the form starts from that key's values. */}
        <ApiKeyForm key={props.mode === 'edit' ? props.apiKey.id : 'create'} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function ApiKeyForm(props: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const [initialValues] = useState<ApiKeyFormValues>(() =>
    props.mode === 'edit' ? apiKeyFormValuesFromKey(props.apiKey) : emptyApiKeyFormValues(),
  );
  const [values, setValues] = useState<ApiKeyFormValues>(initialValues);
  const [errors, setErrors] = useState<ApiKeyFormErrors>({});
  const [minExpiry] = useState(() => toDateTimeLocalValue(new Date()));

  const update = <K extends keyof ApiKeyFormValues>(field: K, value: ApiKeyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's message once it is edited; it is re-checked on submit.
    if (field === 'name' || field === 'customKey' || field === 'customExpiry') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateApiKeyForm(values, {
      mode: props.mode,
      initialCustomExpiry: initialValues.customExpiry,
    });
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    if (props.mode === 'create') props.onSubmit(toCreateApiKeyBody(values));
    else props.onSubmit(toUpdateApiKeyBody(values, initialValues));
  };

  const errorText = (field: keyof ApiKeyFormErrors) => {
    const key = errors[field];
    return key
      ? t(key, { min: CUSTOM_KEY_LIMITS.min, max: CUSTOM_KEY_LIMITS.max, count: NAME_MAX_LENGTH })
      : null;
  };

  return (
    <form className="flex min-h-0 flex-1 flex-col" onSubmit={handleSubmit} noValidate>
      <DialogBody className="flex flex-col gap-5">
        <FormField label={t('apiKeys.fields.name')} error={errorText('name')} isRequired>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH * 2}
              placeholder={t('apiKeys.fields.namePlaceholder')}
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </FormField>

        {props.mode === 'create' && (
          <div className="flex flex-col gap-3">
            <CheckboxField
              checked={values.useCustomKey}
              onCheckedChange={(checked) => {
                update('useCustomKey', checked);
                if (!checked) {
                  update('customKey', '');
                  setErrors((current) => ({ ...current, customKey: undefined }));
                }
              }}
              label={t('apiKeys.fields.useCustomKey')}
              description={t('apiKeys.fields.useCustomKeyHint')}
            />
            {values.useCustomKey && (
              <FormField
                label={t('apiKeys.fields.customKey')}
                error={errorText('customKey')}
                hint={t('apiKeys.fields.customKeyHint', CUSTOM_KEY_LIMITS)}
                isRequired
              >
                {(control) => (
                  <CodeInput
                    {...control}
                    name="custom-key"
                    value={values.customKey}
                    onChange={(event) => update('customKey', event.target.value)}
                  />
                )}
              </FormField>
            )}
          </div>
        )}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {t('apiKeys.fields.expiry')}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {EXPIRY_OPTIONS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'relative flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                  values.expiryPreset === option.value
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-500/15 dark:text-indigo-200'
                    : 'border-zinc-300 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800',
                )}
              >
                <input
                  type="radio"
                  name="expiry"
                  value={option.value}
                  checked={values.expiryPreset === option.value}
                  onChange={() => {
                    update('expiryPreset', option.value);
                    setErrors((current) => ({ ...current, customExpiry: undefined }));
                  }}
                  className="sr-only"
                />
                {t(option.labelKey)}
              </label>
            ))}
          </div>
          {values.expiryPreset === 'custom' && (
            <FormField
              className="mt-2"
              label={t('apiKeys.fields.customExpiry')}
              error={errorText('customExpiry')}
              isRequired
            >
              {(control) => (
                <Input
                  {...control}
                  type="datetime-local"
                  name="custom-expiry"
                  min={minExpiry}
                  value={values.customExpiry}
                  onChange={(event) => update('customExpiry', event.target.value)}
                />
              )}
            </FormField>
          )}
        </fieldset>

        <FormField label={t('apiKeys.fields.basicPath')} hint={t('apiKeys.fields.basicPathHint')}>
          {(control) => (
            <CodeInput
              {...control}
              name="basic-path"
              value={values.basicPath}
              onChange={(event) => update('basicPath', event.target.value)}
            />
          )}
        </FormField>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {t('apiKeys.fields.permissions')}
          </legend>
          <CheckboxField
            checked={values.text}
            onCheckedChange={(checked) => update('text', checked)}
            label={t('apiKeys.permissions.text')}
            description={t('apiKeys.permissions.textHint')}
          />
          <CheckboxField
            checked={values.file}
            onCheckedChange={(checked) => update('file', checked)}
            label={t('apiKeys.permissions.file')}
            description={t('apiKeys.permissions.fileHint')}
          />
          <CheckboxField
            checked={values.mount}
            onCheckedChange={(checked) => update('mount', checked)}
            label={t('apiKeys.permissions.mount')}
            description={t('apiKeys.permissions.mountHint')}
          />
          {needsFilePermissionAdvice(values) && <Alert tone="warning">{t('apiKeys.mountNeedsFile')}</Alert>}
        </fieldset>

        {props.submitError && <Alert tone="error">{props.submitError}</Alert>}
      </DialogBody>
      <DialogFormFooter
        onCancel={() => props.onOpenChange(false)}
        isSubmitting={props.isSubmitting}
        submitLabel={props.mode === 'create' ? t('apiKeys.create.submit') : t('common.save')}
      />
    </form>
  );
}
