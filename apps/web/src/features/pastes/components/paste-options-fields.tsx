import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { CodeInput, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../auth/components/password-input';
import { NativeSelect } from './native-select';
import {
  PASTE_LIMITS,
  SHARE_EXPIRY_PRESETS,
  validateMaxViews,
  validateSlug,
  type PasteFormErrors,
  type PasteOptionsValues,
  type ShareExpiryPreset,
} from '../lib/paste-options';

interface PasteOptionsFieldsProps {
  values: PasteOptionsValues;
  errors: PasteFormErrors;
  /** A server-side message for the suffix (409: taken). */
  slugServerError?: string | null;
  onChange: (values: PasteOptionsValues) => void;
  onErrorsChange: (errors: PasteFormErrors) => void;
}

/** Remark, custom link suffix, password, expiry and view limit of a new share. */
export function PasteOptionsFields({
  values,
  errors,
  slugServerError,
  onChange,
  onErrorsChange,
}: PasteOptionsFieldsProps) {
  const { t } = useTranslation();
  const update = <K extends keyof PasteOptionsValues>(field: K, value: PasteOptionsValues[K]) =>
    onChange({ ...values, [field]: value });
  const message = (field: keyof PasteFormErrors) => {
    const key = errors[field];
    return key ? t(key, { max: PASTE_LIMITS.slugMax, count: PASTE_LIMITS.remarkMax }) : null;
  };

  return (
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField
        label={t('paste.fields.remark')}
        error={message('remark')}
        className="sm:col-span-2 lg:col-span-3"
      >
        {(control) => (
          <Input
            {...control}
            name="remark"
            autoComplete="off"
            maxLength={PASTE_LIMITS.remarkMax}
            placeholder={t('paste.fields.remarkPlaceholder')}
            value={values.remark}
            onChange={(event) => update('remark', event.target.value)}
          />
        )}
      </FormField>

      <FormField
        label={t('paste.fields.slug')}
        error={message('slug') ?? slugServerError ?? null}
        hint={t('paste.fields.slugHint')}
      >
        {(control) => (
          <CodeInput
            {...control}
            name="slug"
            maxLength={PASTE_LIMITS.slugMax}
            placeholder={t('paste.fields.slugPlaceholder')}
            value={values.slug}
            onChange={(event) => {
              // Checked as typed: the rule is simple and a wrong character is caught at once.
              update('slug', event.target.value);
              onErrorsChange({ ...errors, slug: validateSlug(event.target.value) });
            }}
          />
        )}
      </FormField>

      <FormField
        label={t('paste.fields.password')}
        error={message('password')}
        hint={t('paste.fields.passwordHint')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="share-password"
            autoComplete="new-password"
            maxLength={PASTE_LIMITS.passwordMax}
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </FormField>

      <FormField label={t('paste.fields.expiry')}>
        {(control) => (
          <NativeSelect
            {...control}
            name="expiry"
            value={values.expiry}
            onChange={(event) => update('expiry', event.target.value as ShareExpiryPreset)}
          >
            {SHARE_EXPIRY_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`paste.expiry.${preset}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField
        label={t('paste.fields.maxViews')}
        error={message('maxViews')}
        hint={t('paste.fields.maxViewsHint')}
      >
        {(control) => (
          <Input
            {...control}
            name="max-views"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={values.maxViews}
            onChange={(event) => {
              update('maxViews', event.target.value);
              onErrorsChange({ ...errors, maxViews: validateMaxViews(event.target.value) });
            }}
          />
        )}
      </FormField>
    </div>
  );
}
