import type { PublicS3ConfigDto } from '@satchel/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { CodeInput, Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { formatBytes } from '../../../lib/format-bytes';
import { PasswordInput } from '../../auth/components/password-input';
import { OptionGroup } from '../../files/components/option-group';
import {
  UPLOAD_EXPIRY_PRESETS,
  type UploadFormValues,
  type UploadValidation,
  type ValidationMessage,
} from '../upload-options';

/** What the storage selector needs of a config (the admin's and a key's views both have it). */
export type UploadTarget = Pick<
  PublicS3ConfigDto,
  'id' | 'name' | 'provider_type' | 'is_default' | 'total_storage_bytes' | 'used_storage_bytes'
>;

interface UploadOptionsFormProps {
  values: UploadFormValues;
  onChange: <K extends keyof UploadFormValues>(field: K, value: UploadFormValues[K]) => void;
  targets: UploadTarget[];
  isSlugEnabled: boolean;
  /** Problems to show next to their fields (after a submit attempt). */
  errors: UploadValidation['fields'];
  disabled?: boolean;
}

/** The options of the next batch: storage, expiry, view limit, password, suffix, folder, remark. */
export function UploadOptionsForm({
  values,
  onChange,
  targets,
  isSlugEnabled,
  errors,
  disabled,
}: UploadOptionsFormProps) {
  const { t, i18n } = useTranslation();
  const message = (error: ValidationMessage | undefined) => (error ? t(error.key, error.values) : null);
  const selected = targets.find((target) => target.id === values.s3ConfigId);
  const free = selected ? Math.max(0, selected.total_storage_bytes - selected.used_storage_bytes) : 0;

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5">
      <FormField
        label={t('upload.fields.storage')}
        error={message(errors.s3ConfigId)}
        hint={
          selected
            ? t('upload.fields.storageUsage', {
                used: formatBytes(selected.used_storage_bytes, i18n.language),
                total: formatBytes(selected.total_storage_bytes, i18n.language),
                free: formatBytes(free, i18n.language),
              })
            : undefined
        }
      >
        {(control) => (
          <Select
            value={values.s3ConfigId}
            onValueChange={(value) => onChange('s3ConfigId', value)}
            disabled={disabled}
          >
            <SelectTrigger
              id={control.id}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            >
              <SelectValue placeholder={t('upload.fields.storagePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {targets.map((target) => (
                <SelectItem
                  key={target.id}
                  value={target.id}
                  description={
                    target.is_default
                      ? `${t(`storageConfig.providers.${target.provider_type}`)} · ${t('storageConfig.badges.default')}`
                      : t(`storageConfig.providers.${target.provider_type}`)
                  }
                >
                  {target.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>

      <OptionGroup
        legend={t('upload.fields.expiry')}
        name="upload-expiry"
        value={values.expiryPreset}
        options={UPLOAD_EXPIRY_PRESETS.map((preset) => ({
          value: preset,
          label: t(`upload.expiry.${preset}`),
        }))}
        onChange={(value) => onChange('expiryPreset', value)}
        columns="grid-cols-3 sm:grid-cols-5 lg:grid-cols-3"
      />

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField
          label={t('upload.fields.maxViews')}
          hint={t('upload.fields.maxViewsHint')}
          error={message(errors.maxViews)}
        >
          {(control) => (
            <Input
              {...control}
              name="max-views"
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="0"
              value={values.maxViews}
              onChange={(event) => onChange('maxViews', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('upload.fields.password')}
          hint={t('upload.fields.passwordHint')}
          error={message(errors.password)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="share-password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => onChange('password', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <FormField
        label={t('upload.fields.slug')}
        hint={isSlugEnabled ? t('upload.fields.slugHint') : t('upload.fields.slugDisabled')}
        error={isSlugEnabled ? message(errors.slug) : null}
      >
        {(control) => (
          <CodeInput
            {...control}
            name="slug"
            disabled={disabled || !isSlugEnabled}
            placeholder={t('upload.fields.slugPlaceholder')}
            value={isSlugEnabled ? values.slug : ''}
            onChange={(event) => onChange('slug', event.target.value)}
          />
        )}
      </FormField>

      <FormField label={t('upload.fields.path')} hint={t('upload.fields.pathHint')}>
        {(control) => (
          <CodeInput
            {...control}
            name="path"
            placeholder="/"
            value={values.path}
            onChange={(event) => onChange('path', event.target.value)}
          />
        )}
      </FormField>

      <FormField label={t('upload.fields.remark')} error={message(errors.remark)}>
        {(control) => (
          <Input
            {...control}
            name="remark"
            placeholder={t('upload.fields.remarkPlaceholder')}
            value={values.remark}
            onChange={(event) => onChange('remark', event.target.value)}
          />
        )}
      </FormField>
    </fieldset>
  );
}
