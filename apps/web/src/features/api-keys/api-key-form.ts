import {
  API_KEY_CUSTOM_MAX_LENGTH,
  API_KEY_CUSTOM_MIN_LENGTH,
  API_KEY_DEFAULT_BASIC_PATH,
  type API_KEY_EXPIRY_PRESETS,
  API_KEY_NAME_MAX_LENGTH,
  CUSTOM_API_KEY_PATTERN,
  type ApiKeyDto,
} from '@satchel/shared';
import { parseDateTimeLocalValue, toDateTimeLocalValue } from '../../lib/format';
import type { CreateApiKeyRequest } from './api/create-api-key';
import type { UpdateApiKeyRequest } from './api/update-api-key';

export type ExpiryPreset = (typeof API_KEY_EXPIRY_PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const PRESET_DAYS: Partial<Record<ExpiryPreset, number>> = { '1d': 1, '7d': 7, '30d': 30 };

export interface ApiKeyFormValues {
  name: string;
  useCustomKey: boolean;
  customKey: string;
  expiryPreset: ExpiryPreset;
  /** `<input type="datetime-local">` value, local time. */
  customExpiry: string;
  basicPath: string;
  text: boolean;
  file: boolean;
  mount: boolean;
}

/** i18n keys of the validation messages (spec §5). */
export type ApiKeyFormErrorKey =
  | 'apiKeys.validation.nameRequired'
  | 'apiKeys.validation.nameTooLong'
  | 'apiKeys.validation.customKeyRequired'
  | 'apiKeys.validation.customKeyCharacters'
  | 'apiKeys.validation.customKeyLength'
  | 'apiKeys.validation.customExpiryRequired'
  | 'apiKeys.validation.customExpiryInvalid'
  | 'apiKeys.validation.customExpiryPast';

export type ApiKeyFormErrors = Partial<Record<'name' | 'customKey' | 'customExpiry', ApiKeyFormErrorKey>>;

export const CUSTOM_KEY_LIMITS = { min: API_KEY_CUSTOM_MIN_LENGTH, max: API_KEY_CUSTOM_MAX_LENGTH } as const;
export const NAME_MAX_LENGTH = API_KEY_NAME_MAX_LENGTH;

export function emptyApiKeyFormValues(): ApiKeyFormValues {
  return {
    name: '',
    useCustomKey: false,
    customKey: '',
    expiryPreset: '1d',
    customExpiry: '',
    basicPath: API_KEY_DEFAULT_BASIC_PATH,
    text: false,
    file: false,
    mount: false,
  };
}

/** An existing key as edit-form values: its expiry becomes "never" or a prefilled custom time. */
export function apiKeyFormValuesFromKey(key: ApiKeyDto): ApiKeyFormValues {
  return {
    name: key.name,
    useCustomKey: false,
    customKey: '',
    expiryPreset: key.expires_at ? 'custom' : 'never',
    customExpiry: key.expires_at ? toDateTimeLocalValue(new Date(key.expires_at)) : '',
    basicPath: key.basic_path || API_KEY_DEFAULT_BASIC_PATH,
    text: key.text_permission,
    file: key.file_permission,
    mount: key.mount_permission,
  };
}

const CUSTOM_KEY_CHARACTERS = /^[A-Za-z0-9_-]+$/;

interface ValidateOptions {
  mode: 'create' | 'edit';
  now?: Date;
  /** In edit mode, the custom expiry the form started with: left unchanged, it is not re-checked. */
  initialCustomExpiry?: string;
}

/** Spec §5 rules for the create and edit dialogs. Returns an empty object when valid. */
export function validateApiKeyForm(values: ApiKeyFormValues, options: ValidateOptions): ApiKeyFormErrors {
  const errors: ApiKeyFormErrors = {};
  const now = options.now ?? new Date();
  const name = values.name.trim();
  if (!name) errors.name = 'apiKeys.validation.nameRequired';
  else if (name.length > API_KEY_NAME_MAX_LENGTH) errors.name = 'apiKeys.validation.nameTooLong';

  if (options.mode === 'create' && values.useCustomKey) {
    const customKey = values.customKey.trim();
    if (!customKey) errors.customKey = 'apiKeys.validation.customKeyRequired';
    else if (!CUSTOM_KEY_CHARACTERS.test(customKey))
      errors.customKey = 'apiKeys.validation.customKeyCharacters';
    else if (!CUSTOM_API_KEY_PATTERN.test(customKey)) errors.customKey = 'apiKeys.validation.customKeyLength';
  }

  if (values.expiryPreset === 'custom') {
    const isUnchanged = options.mode === 'edit' && values.customExpiry === options.initialCustomExpiry;
    const date = parseDateTimeLocalValue(values.customExpiry);
    if (!values.customExpiry) errors.customExpiry = 'apiKeys.validation.customExpiryRequired';
    else if (!date) errors.customExpiry = 'apiKeys.validation.customExpiryInvalid';
    else if (!isUnchanged && date.getTime() <= now.getTime())
      errors.customExpiry = 'apiKeys.validation.customExpiryPast';
  }
  return errors;
}

export function hasErrors(errors: ApiKeyFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Spec §5: mount permission needs file permission too (advice, not a rule). */
export function needsFilePermissionAdvice(values: Pick<ApiKeyFormValues, 'mount' | 'file'>): boolean {
  return values.mount && !values.file;
}

/** The `expires_at` to send: an ISO time, or null for never. Assumes a validated form. */
export function expiresAtFromForm(values: ApiKeyFormValues, now: Date = new Date()): string | null {
  if (values.expiryPreset === 'never') return null;
  if (values.expiryPreset === 'custom') {
    return parseDateTimeLocalValue(values.customExpiry)?.toISOString() ?? null;
  }
  const days = PRESET_DAYS[values.expiryPreset] ?? 1;
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

export function toCreateApiKeyBody(values: ApiKeyFormValues, now: Date = new Date()): CreateApiKeyRequest {
  const customKey = values.useCustomKey ? values.customKey.trim() : '';
  return {
    name: values.name.trim(),
    expires_at: expiresAtFromForm(values, now),
    text_permission: values.text,
    file_permission: values.file,
    mount_permission: values.mount,
    ...(customKey ? { custom_key: customKey } : {}),
    basic_path: values.basicPath.trim() || API_KEY_DEFAULT_BASIC_PATH,
  };
}

/** Edit body; an untouched custom expiry is left out so it keeps its exact stored value. */
export function toUpdateApiKeyBody(
  values: ApiKeyFormValues,
  initial: ApiKeyFormValues,
  now: Date = new Date(),
): UpdateApiKeyRequest {
  const isExpiryUnchanged =
    values.expiryPreset === initial.expiryPreset &&
    (values.expiryPreset !== 'custom' || values.customExpiry === initial.customExpiry);
  return {
    name: values.name.trim(),
    ...(isExpiryUnchanged ? {} : { expires_at: expiresAtFromForm(values, now) }),
    text_permission: values.text,
    file_permission: values.file,
    mount_permission: values.mount,
    basic_path: values.basicPath.trim() || API_KEY_DEFAULT_BASIC_PATH,
  };
}
