import { SETTINGS_LOGOUT_DELAY_MS } from '@satchel/shared';
import { KeyRound } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { PasswordInput } from '../../auth/components/password-input';
import { useLogout } from '../../auth/hooks/use-logout';
import { useChangePassword } from '../api/change-password';
import {
  PASSWORD_LIMITS,
  toChangePasswordBody,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordFormValues,
} from '../change-password-form';

const EMPTY_VALUES: ChangePasswordFormValues = {
  currentPassword: '',
  newUsername: '',
  newPassword: '',
  confirmPassword: '',
};

/** Change the admin password and/or username; success logs out after SETTINGS_LOGOUT_DELAY_MS. */
export function AccountCard() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const logout = useLogout();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [isDone, setIsDone] = useState(false);

  const update = (field: keyof ChangePasswordFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  /** The value and change handler of the input for `field`. */
  const bind = (field: keyof ChangePasswordFormValues) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateChangePassword(values);
    setErrors(nextErrors);
    if (Object.values(nextErrors).some(Boolean)) return;
    changePassword.mutate(toChangePasswordBody(values), {
      onSuccess: () => {
        setIsDone(true);
        setValues(EMPTY_VALUES);
        // Every admin token is revoked by the server; sign out locally once the message was seen.
        window.setTimeout(() => void logout({ silent: true }), SETTINGS_LOGOUT_DELAY_MS);
      },
    });
  };

  const errorText = (field: keyof ChangePasswordErrors) => {
    const key = errors[field];
    return key ? t(key, PASSWORD_LIMITS) : null;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.account.title')}</CardTitle>
        <CardDescription>{t('settings.account.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={handleSubmit} noValidate>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField
            className="sm:col-span-2"
            label={t('settings.account.currentPassword')}
            error={errorText('currentPassword')}
            isRequired
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="current-password"
                autoComplete="current-password"
                className="sm:max-w-sm"
                {...bind('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            className="sm:col-span-2"
            label={t('settings.account.newUsername')}
            error={errorText('newUsername')}
            hint={t('settings.account.newUsernameHint')}
          >
            {(control) => (
              <Input
                {...control}
                name="new-username"
                autoComplete="username"
                className="sm:max-w-sm"
                {...bind('newUsername')}
              />
            )}
          </FormField>
          <FormField
            label={t('settings.account.newPassword')}
            error={errorText('newPassword')}
            hint={t('settings.account.newPasswordHint', PASSWORD_LIMITS)}
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="new-password"
                autoComplete="new-password"
                {...bind('newPassword')}
              />
            )}
          </FormField>
          <FormField label={t('settings.account.confirmPassword')} error={errorText('confirmPassword')}>
            {(control) => (
              <PasswordInput
                {...control}
                name="confirm-password"
                autoComplete="new-password"
                {...bind('confirmPassword')}
              />
            )}
          </FormField>
          {errors.form && (
            <Alert tone="error" className="sm:col-span-2">
              {t(errors.form)}
            </Alert>
          )}
          {changePassword.isError && (
            <Alert tone="error" className="sm:col-span-2">
              {errorMessage(changePassword.error, t('errors.verificationFailed'))}
            </Alert>
          )}
          {isDone && (
            <Alert tone="success" className="sm:col-span-2">
              {t('settings.account.done', { seconds: SETTINGS_LOGOUT_DELAY_MS / 1000 })}
            </Alert>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={changePassword.isPending} disabled={isDone}>
            {!changePassword.isPending && <KeyRound aria-hidden="true" />}
            {t('settings.account.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
