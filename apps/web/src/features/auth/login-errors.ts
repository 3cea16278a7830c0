import { isApiError } from '../../lib/api-client';
import type { Translate } from '../../lib/api-client';

/** Spec §8 login messages for a failed admin login. */
export function adminLoginErrorMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('login.errors.loginFailed', { message: t('errors.requestFailed') });
  if (error.status === 0 || error.status === 429) return error.message;
  if (error.status >= 500) return t('login.errors.serverError');
  if (error.error === 'PASSWORD_INCORRECT') {
    return t('login.errors.loginFailed', { message: t('login.errors.invalidCredentials') });
  }
  return t('login.errors.loginFailed', { message: error.message });
}

/** Spec §8 login messages for a failed API-key check. */
export function apiKeyLoginErrorMessage(error: unknown, t: Translate): string {
  if (!isApiError(error))
    return t('login.errors.keyValidationFailed', { message: t('errors.requestFailed') });
  if (error.status === 0 || error.status === 429) return error.message;
  if (error.status >= 500) return t('login.errors.serverError');
  return t('login.errors.keyValidationFailed', { message: error.message });
}
