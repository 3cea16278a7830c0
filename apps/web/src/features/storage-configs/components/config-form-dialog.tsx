import type { S3ConfigDto, StorageProviderType } from '@satchel/shared';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { PasswordInput } from '../../auth/components/password-input';
import type { CreateS3ConfigRequest, UpdateS3ConfigRequest } from '../api/save-s3-config';
import {
  CAPACITY_UNITS,
  configFormValuesFrom,
  emptyConfigFormValues,
  hasConfigErrors,
  isLocalProvider,
  PROVIDER_ORDER,
  toCreateConfigBody,
  toUpdateConfigBody,
  updateConfigField,
  validateConfigForm,
  type CapacityUnit,
  type ConfigFormErrors,
  type ConfigFormValues,
} from '../config-form';

type ConfigFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSubmitting?: boolean;
  submitError?: string | null;
} & (
  | { mode: 'create'; onSubmit: (body: CreateS3ConfigRequest) => void }
  | { mode: 'edit'; config: S3ConfigDto; onSubmit: (body: UpdateS3ConfigRequest) => void }
);

/** Create or edit a storage config, with provider presets (api.md §3.5). */
export function ConfigFormDialog(props: ConfigFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {props.mode === 'create'
              ? t('storageConfig.form.createTitle')
              : t('storageConfig.form.editTitle')}
          </DialogTitle>
          <DialogDescription>{t('storageConfig.form.description')}</DialogDescription>
        </DialogHeader>
        <ConfigForm key={props.mode === 'edit' ? props.config.id : 'create'} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function ConfigForm(props: ConfigFormDialogProps) {
  const { t } = useTranslation();
  const [initial] = useState<ConfigFormValues>(() =>
    props.mode === 'edit' ? configFormValuesFrom(props.config) : emptyConfigFormValues(),
  );
  const [values, setValues] = useState<ConfigFormValues>(initial);
  const [errors, setErrors] = useState<ConfigFormErrors>({});
  const isLocal = isLocalProvider(values.provider);

  const update = <K extends keyof ConfigFormValues>(field: K, value: ConfigFormValues[K]) => {
    const next = updateConfigField(values, field, value);
    setValues(next);
    // A preset may rewrite the endpoint too (account id, region, provider): its old error is stale then.
    const isEndpointRewritten = field !== 'endpointUrl' && next.endpointUrl !== values.endpointUrl;
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(isEndpointRewritten ? { endpointUrl: undefined } : {}),
    }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateConfigForm(values, props.mode);
    setErrors(nextErrors);
    if (hasConfigErrors(nextErrors)) return;
    if (props.mode === 'create') props.onSubmit(toCreateConfigBody(values));
    else props.onSubmit(toUpdateConfigBody(values, initial));
  };

  const error = (field: keyof ConfigFormErrors) => {
    const key = errors[field];
    return key ? t(key, { count: 100 }) : null;
  };

  return (
    <form className="flex min-h-0 flex-1 flex-col" onSubmit={handleSubmit} noValidate>
      <DialogBody className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('storageConfig.fields.provider')}
            hint={t(`storageConfig.providerHints.${values.provider}`)}
          >
            {(control) => (
              <Select
                value={values.provider}
                onValueChange={(value) => update('provider', value as StorageProviderType)}
              >
                <SelectTrigger id={control.id} aria-describedby={control['aria-describedby']}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PROVIDER_ORDER.map((provider) => (
                    <SelectItem key={provider} value={provider}>
                      {t(`storageConfig.providers.${provider}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t('storageConfig.fields.name')} error={error('name')} isRequired>
            {(control) => (
              <Input
                {...control}
                name="name"
                autoComplete="off"
                placeholder={t('storageConfig.fields.namePlaceholder')}
                value={values.name}
                onChange={(event) => update('name', event.target.value)}
              />
            )}
          </FormField>
        </div>

        {!isLocal && (
          <div className="grid gap-5 sm:grid-cols-2">
            {values.provider === 'r2' && (
              <FormField
                label={t('storageConfig.fields.accountId')}
                hint={t('storageConfig.fields.accountIdHint')}
              >
                {(control) => (
                  <CodeInput
                    {...control}
                    name="account-id"
                    value={values.accountId}
                    onChange={(event) => update('accountId', event.target.value)}
                  />
                )}
              </FormField>
            )}
            <FormField label={t('storageConfig.fields.region')} hint={t('storageConfig.fields.regionHint')}>
              {(control) => (
                <CodeInput
                  {...control}
                  name="region"
                  value={values.region}
                  onChange={(event) => update('region', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              className="sm:col-span-2"
              label={t('storageConfig.fields.endpoint')}
              error={error('endpointUrl')}
              isRequired
            >
              {(control) => (
                <CodeInput
                  {...control}
                  name="endpoint"
                  type="url"
                  placeholder="https://"
                  value={values.endpointUrl}
                  onChange={(event) => update('endpointUrl', event.target.value)}
                />
              )}
            </FormField>
          </div>
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('storageConfig.fields.bucket')}
            hint={isLocal ? t('storageConfig.fields.localBucketHint') : undefined}
            error={error('bucketName')}
            isRequired
          >
            {(control) => (
              <CodeInput
                {...control}
                name="bucket"
                value={values.bucketName}
                onChange={(event) => update('bucketName', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('storageConfig.fields.defaultFolder')}
            hint={t('storageConfig.fields.defaultFolderHint')}
          >
            {(control) => (
              <CodeInput
                {...control}
                name="default-folder"
                placeholder="uploads"
                value={values.defaultFolder}
                onChange={(event) => update('defaultFolder', event.target.value)}
              />
            )}
          </FormField>
        </div>

        {!isLocal && (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('storageConfig.fields.accessKeyId')} error={error('accessKeyId')} isRequired>
              {(control) => (
                <CodeInput
                  {...control}
                  name="access-key-id"
                  value={values.accessKeyId}
                  onChange={(event) => update('accessKeyId', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label={t('storageConfig.fields.secretAccessKey')}
              hint={props.mode === 'edit' ? t('storageConfig.fields.secretKeepHint') : undefined}
              error={error('secretAccessKey')}
              isRequired={props.mode === 'create'}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="secret-access-key"
                  autoComplete="new-password"
                  spellCheck={false}
                  placeholder={
                    props.mode === 'edit' ? t('storageConfig.fields.secretKeepPlaceholder') : undefined
                  }
                  value={values.secretAccessKey}
                  onChange={(event) => update('secretAccessKey', event.target.value)}
                />
              )}
            </FormField>
          </div>
        )}

        <FormField
          label={t('storageConfig.fields.capacity')}
          hint={t('storageConfig.fields.capacityHint')}
          error={error('capacity')}
        >
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                name="capacity"
                inputMode="decimal"
                className="max-w-40"
                value={values.capacity}
                onChange={(event) => update('capacity', event.target.value)}
              />
              <Select
                value={values.capacityUnit}
                onValueChange={(value) => update('capacityUnit', value as CapacityUnit)}
              >
                <SelectTrigger className="w-24" aria-label={t('storageConfig.fields.capacityUnit')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CAPACITY_UNITS.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {unit}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        </FormField>

        <div className="flex flex-col gap-3">
          <CheckboxField
            checked={values.isPublic}
            onCheckedChange={(checked) => update('isPublic', checked)}
            label={t('storageConfig.fields.isPublic')}
            description={t('storageConfig.fields.isPublicHint')}
          />
          {!isLocal && (
            <CheckboxField
              checked={values.pathStyle}
              onCheckedChange={(checked) => update('pathStyle', checked)}
              label={t('storageConfig.fields.pathStyle')}
              description={t('storageConfig.fields.pathStyleHint')}
            />
          )}
        </div>

        {props.submitError && <Alert tone="error">{props.submitError}</Alert>}
      </DialogBody>
      <DialogFormFooter
        onCancel={() => props.onOpenChange(false)}
        isSubmitting={props.isSubmitting}
        submitLabel={props.mode === 'create' ? t('storageConfig.form.create') : t('common.save')}
      />
    </form>
  );
}
