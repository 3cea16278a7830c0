import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import type { FeatureAccess, Principal } from '../hooks/use-principal';

const descriptionKeys = {
  text: 'authPrompt.text',
  file: 'authPrompt.file',
  'mount-explorer': 'authPrompt.mountExplorer',
} as const;

/** Shown instead of a feature when the visitor lacks its permission (spec §2). */
export function AuthPrompt({ feature, principal }: { feature: FeatureAccess; principal: Principal }) {
  const { t } = useTranslation();
  const isKeyUser = principal.kind === 'api-key';
  return (
    <Card className="mx-auto mt-4 flex max-w-lg flex-col items-center px-6 py-10 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {isKeyUser ? t('authPrompt.keyLacksTitle') : t('authPrompt.title')}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t(descriptionKeys[feature])}</p>
      <Button asChild className="mt-6">
        <Link to={paths.admin}>{isKeyUser ? t('authPrompt.manageAuth') : t('authPrompt.login')}</Link>
      </Button>
    </Card>
  );
}
