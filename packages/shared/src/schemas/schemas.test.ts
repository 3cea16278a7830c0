import { describe, expect, it } from 'vitest';
import { createApiKeyBodySchema, updateApiKeyBodySchema } from './api-keys.js';
import { changePasswordBodySchema, loginBodySchema } from './auth.js';
import { looseBoolean } from './common.js';
import { updateSystemSettingsBodySchema } from './settings.js';

function firstIssue(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
}

describe('looseBoolean', () => {
  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['0', false],
    [0, false],
  ])('%j → %j', (input, expected) => {
    expect(looseBoolean.parse(input)).toBe(expected);
  });

  it('rejects anything else', () => {
    expect(looseBoolean.safeParse('yes').success).toBe(false);
  });
});

describe('auth schemas', () => {
  it('login requires both fields and trims the username', () => {
    expect(loginBodySchema.parse({ username: ' admin ', password: ' p ' })).toEqual({
      username: 'admin',
      password: ' p ',
    });
    expect(firstIssue(loginBodySchema.safeParse({ password: 'x' }))).toEqual({
      field: 'username',
      message: 'username is required',
    });
  });

  it('change-password treats empty new values as not sent and needs one of them', () => {
    expect(
      changePasswordBodySchema.parse({ current_password: 'c', new_password: '', new_username: 'root' }),
    ).toEqual({
      current_password: 'c',
      new_username: 'root',
    });
    expect(
      firstIssue(changePasswordBodySchema.safeParse({ current_password: 'c', new_username: '   ' })),
    ).toEqual({
      field: 'new_password',
      message: 'new_password or new_username is required',
    });
    expect(
      changePasswordBodySchema.parse({ current_password: 'c', new_password: '        ' }).new_password,
    ).toBe('        ');
  });
});

describe('API key schemas', () => {
  it('defaults flags to false and leaves expires_at undefined when omitted', () => {
    expect(createApiKeyBodySchema.parse({ name: 'k' })).toEqual({
      name: 'k',
      text_permission: false,
      file_permission: false,
      mount_permission: false,
    });
  });

  it('reads never/null as no expiry and rejects date-only input with a message naming the field', () => {
    expect(createApiKeyBodySchema.parse({ name: 'k', expires_at: 'never' }).expires_at).toBeNull();
    expect(createApiKeyBodySchema.parse({ name: 'k', expires_at: null }).expires_at).toBeNull();
    expect(
      createApiKeyBodySchema.parse({ name: 'k', expires_at: '2030-01-01T00:00:00+01:00' }).expires_at,
    ).toEqual(new Date('2029-12-31T23:00:00.000Z'));
    const issue = firstIssue(createApiKeyBodySchema.safeParse({ name: 'k', expires_at: '2030-01-01' }));
    expect(issue.field).toBe('expires_at');
    expect(issue.message).toContain('expires_at');
  });

  it('checks custom keys and treats an empty one as absent', () => {
    expect(createApiKeyBodySchema.parse({ name: 'k', custom_key: '  ' }).custom_key).toBeUndefined();
    expect(createApiKeyBodySchema.parse({ name: 'k', custom_key: 'abcDEF_123-456789' }).custom_key).toBe(
      'abcDEF_123-456789',
    );
    expect(firstIssue(createApiKeyBodySchema.safeParse({ name: 'k', custom_key: 'too-short' })).field).toBe(
      'custom_key',
    );
  });

  it('update is partial', () => {
    expect(updateApiKeyBodySchema.parse({})).toEqual({});
    expect(firstIssue(updateApiKeyBodySchema.safeParse({ name: '' })).field).toBe('name');
  });
});

describe('settings schema', () => {
  it('accepts the documented ranges and modes only', () => {
    expect(updateSystemSettingsBodySchema.parse({ max_upload_size: 1, webdav_upload_mode: 'proxy' })).toEqual(
      {
        max_upload_size: 1,
        webdav_upload_mode: 'proxy',
      },
    );
    expect(firstIssue(updateSystemSettingsBodySchema.safeParse({ max_upload_size: 0 })).field).toBe(
      'max_upload_size',
    );
    expect(firstIssue(updateSystemSettingsBodySchema.safeParse({ webdav_upload_mode: 'x' })).field).toBe(
      'webdav_upload_mode',
    );
  });
});
