import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogIn, ShieldCheck, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import type { Translate } from '../../../lib/api-client';
import {
  clearAdminToken,
  clearApiKeyCredentials,
  setAdminToken,
  setApiKeyCredentials,
} from '../../../lib/local-store';
import { useAdminLogin } from '../api/admin-login';
import { useVerifyApiKey } from '../api/verify-api-key';
import { adminLoginErrorMessage, apiKeyLoginErrorMessage } from '../login-errors';
import { PasswordInput } from './password-input';

/** The /admin sign-in: admin username + password, or an API key (spec §2, §5, §8). */
export function LoginPanel() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md py-6 sm:py-12">
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/25 dark:bg-indigo-500">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('login.title')}
        </h1>
        <p className="mt-1.5 text-sm text-zinc-500 dark:text-zinc-400">{t('login.description')}</p>
      </div>
      <Card className="p-5 sm:p-6">
        <Tabs defaultValue="admin">
          <TabsList aria-label={t('login.methodLabel')}>
            <TabsTrigger value="admin">
              <UserRound aria-hidden="true" />
              {t('login.adminTab')}
            </TabsTrigger>
            <TabsTrigger value="api-key">
              <KeyRound aria-hidden="true" />
              {t('login.apiKeyTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="admin">
            <AdminLoginForm />
          </TabsContent>
          <TabsContent value="api-key">
            <ApiKeyLoginForm />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}

function AdminLoginForm() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const queryClient = useQueryClient();
  const toast = useToast();
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = {
      username: username.trim() ? undefined : t('login.validation.usernameRequired'),
      password: password ? undefined : t('login.validation.passwordRequired'),
    };
    setErrors(nextErrors);
    setFormError(null);
    if (nextErrors.username || nextErrors.password) return;
    try {
      const result = await login.mutateAsync({ username: username.trim(), password });
      if (!result || typeof result !== 'object') {
        setFormError(t('login.errors.invalidResponse'));
        return;
      }
      if (typeof result.token !== 'string' || !result.token) {
        setFormError(t('login.errors.tokenMissing'));
        return;
      }
      queryClient.clear();
      clearApiKeyCredentials();
      setAdminToken(result.token);
      toast.success(t('login.adminSuccess'));
    } catch (error) {
      setFormError(adminLoginErrorMessage(error, tr));
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField label={t('login.username')} error={errors.username}>
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('login.password')} error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" isLoading={login.isPending} className="mt-1 w-full">
        {!login.isPending && <LogIn aria-hidden="true" />}
        {t('login.submitAdmin')}
      </Button>
    </form>
  );
}

function ApiKeyLoginForm() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const queryClient = useQueryClient();
  const toast = useToast();
  const verify = useVerifyApiKey();
  const [apiKey, setApiKey] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = apiKey.trim();
    setFormError(null);
    setFieldError(key ? null : t('login.validation.apiKeyRequired'));
    if (!key) return;
    try {
      const result = await verify.mutateAsync(key);
      if (!result || typeof result !== 'object') {
        setFormError(t('login.errors.invalidResponse'));
        return;
      }
      const permissions = result.permissions;
      if (!permissions || typeof permissions !== 'object') {
        setFormError(t('login.errors.permissionsMissing'));
        return;
      }
      queryClient.clear();
      clearAdminToken();
      setApiKeyCredentials(key, {
        text: permissions.text === true,
        file: permissions.file === true,
        mount: permissions.mount === true,
      });
      toast.success(t('login.apiKeySuccess'));
    } catch (error) {
      setFormError(apiKeyLoginErrorMessage(error, tr));
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField label={t('login.apiKey')} error={fieldError} hint={t('login.apiKeyHint')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="api-key"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
          />
        )}
      </FormField>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" isLoading={verify.isPending} className="mt-1 w-full">
        {!verify.isPending && <KeyRound aria-hidden="true" />}
        {t('login.submitApiKey')}
      </Button>
    </form>
  );
}
