import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_MAX_LENGTH,
  hasNoControlCharacters,
} from '@satchel/shared';
import type { ChangePasswordRequest } from './api/change-password';

export interface ChangePasswordFormValues {
  currentPassword: string;
  newUsername: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrorKey =
  | 'settings.account.errors.currentRequired'
  | 'settings.account.errors.nothingToChange'
  | 'settings.account.errors.passwordLength'
  | 'settings.account.errors.passwordSame'
  | 'settings.account.errors.confirmMismatch'
  | 'settings.account.errors.usernameInvalid';

export type ChangePasswordErrors = Partial<
  Record<keyof ChangePasswordFormValues | 'form', ChangePasswordErrorKey>
>;

export const PASSWORD_LIMITS = { min: ADMIN_PASSWORD_MIN_LENGTH, max: ADMIN_PASSWORD_MAX_LENGTH } as const;

/** Spec §5 and api.md §3.1 rules for changing the admin password and/or username. */
export function validateChangePassword(values: ChangePasswordFormValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  const newUsername = values.newUsername.trim();
  if (!values.currentPassword) errors.currentPassword = 'settings.account.errors.currentRequired';
  if (!values.newPassword && !newUsername) errors.form = 'settings.account.errors.nothingToChange';
  if (
    newUsername &&
    (newUsername.length > ADMIN_USERNAME_MAX_LENGTH || !hasNoControlCharacters(newUsername))
  ) {
    errors.newUsername = 'settings.account.errors.usernameInvalid';
  }
  if (values.newPassword) {
    if (
      values.newPassword.length < ADMIN_PASSWORD_MIN_LENGTH ||
      values.newPassword.length > ADMIN_PASSWORD_MAX_LENGTH
    ) {
      errors.newPassword = 'settings.account.errors.passwordLength';
    } else if (values.newPassword === values.currentPassword) {
      errors.newPassword = 'settings.account.errors.passwordSame';
    }
    if (values.confirmPassword !== values.newPassword)
      errors.confirmPassword = 'settings.account.errors.confirmMismatch';
  }
  return errors;
}

export function toChangePasswordBody(values: ChangePasswordFormValues): ChangePasswordRequest {
  const newUsername = values.newUsername.trim();
  return {
    current_password: values.currentPassword,
    ...(values.newPassword ? { new_password: values.newPassword } : {}),
    ...(newUsername ? { new_username: newUsername } : {}),
  };
}
