import type { PublicPasteMetadata } from '@satchel/shared';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { PasswordInput } from '../../auth/components/password-input';
import { useUnlockPaste } from '../api/public-paste';
import { ShareMeta } from './share-meta';

interface PastePasswordFormProps {
  paste: PublicPasteMetadata;
  /** 404 / 410 while unlocking: the page shows its full-page message instead. */
  onFatalError: (error: unknown) => void;
}

/**
 * Unlocks a protected share (`POST /paste/{slug}`). A wrong password (401) keeps the visitor's own
 * credential (the API client knows this path); 429 disables the form for the time the server asks.
 */
export function PastePasswordForm({ paste, onFatalError }: PastePasswordFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const unlock = useUnlockPaste(paste.slug);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);

  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = window.setTimeout(() => setBlockedUntil(null), Math.max(0, blockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [blockedUntil]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setMessage(t('paste.view.locked.required'));
      return;
    }
    setMessage(null);
    unlock.mutate(password, {
      onError: (error) => {
        if (isApiError(error) && (error.status === 404 || error.status === 410)) {
          onFatalError(error);
          return;
        }
        if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) {
          setBlockedUntil(Date.now() + error.retryAfterSeconds * 1000);
        }
        setMessage(errorMessage(error, t('errors.passwordIncorrect')));
      },
    });
  };

  return (
    <Card className="mx-auto mt-6 w-full max-w-md px-6 py-8 sm:px-8">
      <div className="flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {t('paste.view.locked.title')}
        </h1>
        {paste.remark && (
          <p className="mt-1 text-sm font-medium break-words text-zinc-700 dark:text-zinc-300">
            {paste.remark}
          </p>
        )}
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{t('paste.view.locked.description')}</p>
      </div>
      <form className="mt-6 flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>{t('paste.view.locked.password')}</Label>
          <PasswordInput
            id={inputId}
            name="password"
            autoComplete="off"
            autoFocus
            value={password}
            aria-invalid={message ? true : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" isLoading={unlock.isPending} disabled={blockedUntil !== null}>
          {t('paste.view.locked.submit')}
        </Button>
      </form>
      <div className="mt-6 flex justify-center border-t border-zinc-100 pt-4 dark:border-zinc-800">
        <ShareMeta
          expiresAt={paste.expires_at}
          maxViews={paste.max_views}
          views={paste.views}
          remainingViews={paste.remaining_views}
          hasPassword
        />
      </div>
    </Card>
  );
}
