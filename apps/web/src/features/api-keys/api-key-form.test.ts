import type { ApiKeyDto } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import {
  apiKeyFormValuesFromKey,
  emptyApiKeyFormValues,
  expiresAtFromForm,
  needsFilePermissionAdvice,
  toCreateApiKeyBody,
  toUpdateApiKeyBody,
  validateApiKeyForm,
  type ApiKeyFormValues,
} from './api-key-form';

const now = new Date('2025-06-08T09:30:00.000Z');
const values = (overrides: Partial<ApiKeyFormValues>): ApiKeyFormValues => ({
  ...emptyApiKeyFormValues(),
  name: 'backup',
  ...overrides,
});

describe('validateApiKeyForm (spec §5)', () => {
  it('requires a name', () => {
    expect(validateApiKeyForm(values({ name: '   ' }), { mode: 'create', now }).name).toBe(
      'apiKeys.validation.nameRequired',
    );
    expect(validateApiKeyForm(values({ name: 'x'.repeat(51) }), { mode: 'create', now }).name).toBe(
      'apiKeys.validation.nameTooLong',
    );
    expect(validateApiKeyForm(values({}), { mode: 'create', now })).toEqual({});
  });

  it('requires a well-formed custom key only when the custom option is on', () => {
    const check = (customKey: string) =>
      validateApiKeyForm(values({ useCustomKey: true, customKey }), { mode: 'create', now }).customKey;
    expect(check('')).toBe('apiKeys.validation.customKeyRequired');
    expect(check('has space and!bang')).toBe('apiKeys.validation.customKeyCharacters');
    expect(check('short_key')).toBe('apiKeys.validation.customKeyLength');
    expect(check('a'.repeat(129))).toBe('apiKeys.validation.customKeyLength');
    expect(check('valid-key_0123456789')).toBeUndefined();
    expect(
      validateApiKeyForm(values({ useCustomKey: false, customKey: '!' }), { mode: 'create', now }),
    ).toEqual({});
  });

  it('requires a future custom expiry when custom is chosen', () => {
    const check = (customExpiry: string) =>
      validateApiKeyForm(values({ expiryPreset: 'custom', customExpiry }), { mode: 'create', now })
        .customExpiry;
    expect(check('')).toBe('apiKeys.validation.customExpiryRequired');
    expect(check('not a date')).toBe('apiKeys.validation.customExpiryInvalid');
    expect(check('2000-01-01T00:00')).toBe('apiKeys.validation.customExpiryPast');
    expect(check('2999-01-01T00:00')).toBeUndefined();
  });

  it('does not re-check an untouched custom expiry when editing (an expired key can be renamed)', () => {
    const initialCustomExpiry = '2000-01-01T00:00';
    const edit = values({ expiryPreset: 'custom', customExpiry: initialCustomExpiry });
    expect(validateApiKeyForm(edit, { mode: 'edit', now, initialCustomExpiry })).toEqual({});
    expect(
      validateApiKeyForm({ ...edit, customExpiry: '' }, { mode: 'edit', now, initialCustomExpiry })
        .customExpiry,
    ).toBe('apiKeys.validation.customExpiryRequired');
  });
});

describe('request bodies', () => {
  it('turns expiry presets into times', () => {
    expect(expiresAtFromForm(values({ expiryPreset: '1d' }), now)).toBe('2025-06-09T09:30:00.000Z');
    expect(expiresAtFromForm(values({ expiryPreset: '7d' }), now)).toBe('2025-06-15T09:30:00.000Z');
    expect(expiresAtFromForm(values({ expiryPreset: '30d' }), now)).toBe('2025-07-08T09:30:00.000Z');
    expect(expiresAtFromForm(values({ expiryPreset: 'never' }), now)).toBeNull();
    const local = '2030-01-02T03:04';
    expect(expiresAtFromForm(values({ expiryPreset: 'custom', customExpiry: local }), now)).toBe(
      new Date(local).toISOString(),
    );
  });

  it('builds the create body with trimmed values, the custom key and basic path /', () => {
    expect(
      toCreateApiKeyBody(
        values({
          name: ' ci ',
          useCustomKey: true,
          customKey: ' my-custom-key-000001 ',
          basicPath: ' ',
          file: true,
          mount: true,
        }),
        now,
      ),
    ).toEqual({
      name: 'ci',
      expires_at: '2025-06-09T09:30:00.000Z',
      text_permission: false,
      file_permission: true,
      mount_permission: true,
      custom_key: 'my-custom-key-000001',
      basic_path: '/',
    });
    expect(toCreateApiKeyBody(values({ useCustomKey: false, customKey: 'ignored' }), now)).not.toHaveProperty(
      'custom_key',
    );
  });

  it('leaves an unchanged expiry out of the update body', () => {
    const key: ApiKeyDto = {
      id: 'k1',
      name: 'ci',
      key: 'abcdefabcdefabcdef',
      key_masked: 'abcdef...',
      text_permission: true,
      file_permission: false,
      mount_permission: false,
      basic_path: '/team',
      expires_at: '2030-01-01T00:00:00.000Z',
      is_expired: false,
      last_used: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    const initial = apiKeyFormValuesFromKey(key);
    expect(initial.expiryPreset).toBe('custom');
    expect(toUpdateApiKeyBody({ ...initial, name: 'ci-2' }, initial, now)).toEqual({
      name: 'ci-2',
      text_permission: true,
      file_permission: false,
      mount_permission: false,
      basic_path: '/team',
    });
    expect(toUpdateApiKeyBody({ ...initial, expiryPreset: 'never' }, initial, now).expires_at).toBeNull();
  });

  it('advises file permission for a mount-only key', () => {
    expect(needsFilePermissionAdvice({ mount: true, file: false })).toBe(true);
    expect(needsFilePermissionAdvice({ mount: true, file: true })).toBe(false);
    expect(needsFilePermissionAdvice({ mount: false, file: false })).toBe(false);
  });
});
