import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useLogout } from '../../auth/hooks/use-logout';

/** A key without rights to the panel (or this module): use an admin account or other features. */
export function PermissionDenied() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Card className="mx-auto mt-4 flex max-w-lg flex-col items-center px-6 py-10 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('admin.permissionDenied.title')}
      </h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">
        {t('admin.permissionDenied.description')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to={paths.home}>{t('admin.permissionDenied.otherFeatures')}</Link>
        </Button>
        <Button variant="primary" onClick={() => void logout()}>
          {t('admin.permissionDenied.useAdmin')}
        </Button>
      </div>
    </Card>
  );
}
