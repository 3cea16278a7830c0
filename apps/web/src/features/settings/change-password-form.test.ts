import { describe, expect, it } from 'vitest';
import {
  toChangePasswordBody,
  validateChangePassword,
  type ChangePasswordFormValues,
} from './change-password-form';

const base: ChangePasswordFormValues = {
  currentPassword: 'old-password',
  newUsername: '',
  newPassword: '',
  confirmPassword: '',
};

describe('validateChangePassword (spec §5)', () => {
  it('requires the current password', () => {
    expect(
      validateChangePassword({ ...base, currentPassword: '', newUsername: 'root' }).currentPassword,
    ).toBe('settings.account.errors.currentRequired');
  });

  it('requires a new password or a new username', () => {
    expect(validateChangePassword(base).form).toBe('settings.account.errors.nothingToChange');
    expect(validateChangePassword({ ...base, newUsername: 'root' })).toEqual({});
  });

  it('checks length, difference from the current one and the confirmation', () => {
    const withPassword = (newPassword: string, confirmPassword = newPassword) =>
      validateChangePassword({ ...base, newPassword, confirmPassword });
    expect(withPassword('short').newPassword).toBe('settings.account.errors.passwordLength');
    expect(withPassword('x'.repeat(257)).newPassword).toBe('settings.account.errors.passwordLength');
    expect(withPassword('old-password').newPassword).toBe('settings.account.errors.passwordSame');
    expect(withPassword('new-password-1', 'new-password-2').confirmPassword).toBe(
      'settings.account.errors.confirmMismatch',
    );
    expect(withPassword('new-password-1')).toEqual({});
  });

  it('sends only what changes', () => {
    expect(toChangePasswordBody({ ...base, newUsername: ' root ' })).toEqual({
      current_password: 'old-password',
      new_username: 'root',
    });
    expect(
      toChangePasswordBody({ ...base, newPassword: 'new-password-1', confirmPassword: 'new-password-1' }),
    ).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
  });
});
