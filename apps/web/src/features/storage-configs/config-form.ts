import {
  DEFAULT_STORAGE_REGION,
  defaultCapacityBytes,
  isHttpUrl,
  LOCAL_BUCKET_NAME_PATTERN,
  S3_CONFIG_NAME_MAX_LENGTH,
  type S3ConfigDto,
  type StorageProviderType,
} from '@satchel/shared';
import type { CreateS3ConfigRequest, UpdateS3ConfigRequest } from './api/save-s3-config';

/* The create/edit form of a storage config (api.md §3.5): provider presets, capacity units, rules. */

export const PROVIDER_ORDER: readonly StorageProviderType[] = ['r2', 'b2', 'aws', 'other', 'local'];

export const CAPACITY_UNITS = ['MB', 'GB', 'TB'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

const BYTES_PER_UNIT: Record<CapacityUnit, number> = {
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
};

/** A capacity in MB, GB or TB (binary steps) as whole bytes; null for empty, invalid or ≤ 0 input. */
export function capacityToBytes(text: string, unit: CapacityUnit): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const bytes = Math.round(Number(trimmed) * BYTES_PER_UNIT[unit]);
  return bytes > 0 && Number.isSafeInteger(bytes) ? bytes : null;
}

/** Bytes shown in the largest unit that keeps at most two decimals exact enough (10 GiB → 10 GB). */
export function bytesToCapacity(bytes: number): { value: string; unit: CapacityUnit } {
  for (const unit of [...CAPACITY_UNITS].reverse()) {
    const value = bytes / BYTES_PER_UNIT[unit];
    if (value >= 1 && Math.abs(Math.round(value * 100) / 100 - value) * BYTES_PER_UNIT[unit] < 1024) {
      return { value: String(Math.round(value * 100) / 100), unit };
    }
  }
  return { value: String(Math.round((bytes / BYTES_PER_UNIT.MB) * 100) / 100), unit: 'MB' };
}

export interface ConfigFormValues {
  name: string;
  provider: StorageProviderType;
  /** R2 only: the account id that names the endpoint host. */
  accountId: string;
  endpointUrl: string;
  /** True once the endpoint was typed by hand: presets stop rewriting it. */
  isEndpointCustom: boolean;
  region: string;
  bucketName: string;
  accessKeyId: string;
  /** Write-only: blank on edit keeps the stored secret. */
  secretAccessKey: string;
  pathStyle: boolean;
  defaultFolder: string;
  isPublic: boolean;
  capacity: string;
  capacityUnit: CapacityUnit;
}

/** Region a provider starts with when chosen. */
const PRESET_REGIONS: Record<StorageProviderType, string> = {
  r2: 'auto',
  b2: 'us-west-004',
  aws: 'us-east-1',
  other: DEFAULT_STORAGE_REGION,
  local: DEFAULT_STORAGE_REGION,
};

/**
 * The endpoint a provider's preset builds: R2 from the account id, B2 and AWS from the region.
 * Placeholders stay visible (`<account_id>`) until filled in, and fail URL validation.
 */
export function presetEndpoint(
  provider: StorageProviderType,
  input: { accountId: string; region: string },
): string {
  const region = input.region.trim() || '<region>';
  switch (provider) {
    case 'r2':
      return `https://${input.accountId.trim() || '<account_id>'}.r2.cloudflarestorage.com`;
    case 'b2':
      return `https://s3.${region}.backblazeb2.com`;
    case 'aws':
      return `https://s3.${region}.amazonaws.com`;
    default:
      return '';
  }
}

/** Whether the provider stores objects on the server's disk (no endpoint, keys, region, path style). */
export function isLocalProvider(provider: StorageProviderType): boolean {
  return provider === 'local';
}

/** Capacity shown for a provider's server-side default (api.md §3.5). */
export function defaultCapacityFor(provider: StorageProviderType): { value: string; unit: CapacityUnit } {
  return bytesToCapacity(defaultCapacityBytes(provider));
}

/** Switches the provider and fills its preset: region, endpoint (unless typed by hand), path style. */
export function applyProviderPreset(
  values: ConfigFormValues,
  provider: StorageProviderType,
): ConfigFormValues {
  const region = PRESET_REGIONS[provider];
  const next: ConfigFormValues = {
    ...values,
    provider,
    region,
    pathStyle: provider === 'other' ? values.pathStyle : false,
    isEndpointCustom: provider === 'other' ? values.isEndpointCustom : false,
  };
  if (provider === 'other') {
    // A preset's URL is of no use to a generic S3 service: start empty unless typed by hand.
    next.endpointUrl = values.isEndpointCustom ? values.endpointUrl : '';
  } else {
    next.endpointUrl = presetEndpoint(provider, { accountId: values.accountId, region });
  }
  return next;
}

/** Applies a field change, keeping a preset endpoint in step with the account id or region. */
export function updateConfigField<K extends keyof ConfigFormValues>(
  values: ConfigFormValues,
  field: K,
  value: ConfigFormValues[K],
): ConfigFormValues {
  if (field === 'provider') return applyProviderPreset(values, value as StorageProviderType);
  const next = { ...values, [field]: value };
  if (field === 'endpointUrl') next.isEndpointCustom = true;
  if ((field === 'accountId' || field === 'region') && !next.isEndpointCustom) {
    const endpoint = presetEndpoint(next.provider, next);
    if (endpoint) next.endpointUrl = endpoint;
  }
  return next;
}

export function emptyConfigFormValues(provider: StorageProviderType = 'r2'): ConfigFormValues {
  const capacity = defaultCapacityFor(provider);
  return applyProviderPreset(
    {
      name: '',
      provider,
      accountId: '',
      endpointUrl: '',
      isEndpointCustom: false,
      region: DEFAULT_STORAGE_REGION,
      bucketName: '',
      accessKeyId: '',
      secretAccessKey: '',
      pathStyle: false,
      defaultFolder: '',
      isPublic: false,
      capacity: capacity.value,
      capacityUnit: capacity.unit,
    },
    provider,
  );
}

/** An existing config as edit values; the secret starts blank (it is never sent back). */
export function configFormValuesFrom(config: S3ConfigDto): ConfigFormValues {
  const capacity = bytesToCapacity(config.total_storage_bytes);
  const accountId =
    /^https:\/\/([^.]+)\.r2\.cloudflarestorage\.com\/?$/.exec(config.endpoint_url ?? '')?.[1] ?? '';
  return {
    name: config.name,
    provider: config.provider_type,
    accountId,
    endpointUrl: config.endpoint_url ?? '',
    // An existing endpoint is kept as it is until the provider changes.
    isEndpointCustom: true,
    region: config.region || DEFAULT_STORAGE_REGION,
    bucketName: config.bucket_name,
    accessKeyId: config.access_key_id ?? '',
    secretAccessKey: '',
    pathStyle: config.path_style,
    defaultFolder: config.default_folder,
    isPublic: config.is_public,
    capacity: capacity.value,
    capacityUnit: capacity.unit,
  };
}

export type ConfigFormErrorKey =
  | 'storageConfig.validation.nameRequired'
  | 'storageConfig.validation.nameTooLong'
  | 'storageConfig.validation.endpointRequired'
  | 'storageConfig.validation.endpointInvalid'
  | 'storageConfig.validation.bucketRequired'
  | 'storageConfig.validation.localBucket'
  | 'storageConfig.validation.accessKeyRequired'
  | 'storageConfig.validation.secretRequired'
  | 'storageConfig.validation.capacityInvalid';

export type ConfigFormErrors = Partial<
  Record<
    'name' | 'endpointUrl' | 'bucketName' | 'accessKeyId' | 'secretAccessKey' | 'capacity',
    ConfigFormErrorKey
  >
>;

/** The rules of api.md §3.5 (`checkS3ConfigFields` on the server). On edit a blank secret keeps the old. */
export function validateConfigForm(values: ConfigFormValues, mode: 'create' | 'edit'): ConfigFormErrors {
  const errors: ConfigFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'storageConfig.validation.nameRequired';
  else if (name.length > S3_CONFIG_NAME_MAX_LENGTH) errors.name = 'storageConfig.validation.nameTooLong';

  const bucket = values.bucketName.trim();
  if (!bucket) errors.bucketName = 'storageConfig.validation.bucketRequired';
  else if (
    isLocalProvider(values.provider) &&
    (!LOCAL_BUCKET_NAME_PATTERN.test(bucket) || /^\.+$/.test(bucket))
  ) {
    errors.bucketName = 'storageConfig.validation.localBucket';
  }

  if (!isLocalProvider(values.provider)) {
    const endpoint = values.endpointUrl.trim();
    if (!endpoint) errors.endpointUrl = 'storageConfig.validation.endpointRequired';
    else if (!isHttpUrl(endpoint) || /[<>]/.test(endpoint))
      errors.endpointUrl = 'storageConfig.validation.endpointInvalid';
    if (!values.accessKeyId.trim()) errors.accessKeyId = 'storageConfig.validation.accessKeyRequired';
    if (mode === 'create' && !values.secretAccessKey)
      errors.secretAccessKey = 'storageConfig.validation.secretRequired';
  }

  if (values.capacity.trim() && capacityToBytes(values.capacity, values.capacityUnit) === null) {
    errors.capacity = 'storageConfig.validation.capacityInvalid';
  }
  return errors;
}

export function hasConfigErrors(errors: ConfigFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The create body. Local configs send no endpoint, keys, region or path style. */
export function toCreateConfigBody(values: ConfigFormValues): CreateS3ConfigRequest {
  const isLocal = isLocalProvider(values.provider);
  const capacity = values.capacity.trim() ? capacityToBytes(values.capacity, values.capacityUnit) : null;
  return {
    name: values.name.trim(),
    provider_type: values.provider,
    bucket_name: values.bucketName.trim(),
    ...(isLocal
      ? {}
      : {
          endpoint_url: values.endpointUrl.trim(),
          region: values.region.trim() || DEFAULT_STORAGE_REGION,
          access_key_id: values.accessKeyId.trim(),
          secret_access_key: values.secretAccessKey,
          path_style: values.pathStyle,
        }),
    default_folder: values.defaultFolder.trim(),
    is_public: values.isPublic,
    total_storage_bytes: capacity,
  };
}

/**
 * The edit body: the secret only when a new one was typed, the capacity only when it was changed
 * (a stored value that is not a round number is shown rounded and must not be rewritten).
 */
export function toUpdateConfigBody(
  values: ConfigFormValues,
  initial: ConfigFormValues,
): UpdateS3ConfigRequest {
  const { secret_access_key: secret, total_storage_bytes: capacity, ...body } = toCreateConfigBody(values);
  const isCapacityChanged =
    values.capacity.trim() !== initial.capacity.trim() || values.capacityUnit !== initial.capacityUnit;
  return {
    ...body,
    ...(secret ? { secret_access_key: secret } : {}),
    ...(isCapacityChanged ? { total_storage_bytes: capacity } : {}),
  };
}
