import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';

/** Shown while the first route chunk loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function ErrorCard() {
  const { t } = useTranslation();
  return (
    <Card className="flex max-w-md flex-col items-center px-6 py-10 text-center">
      <TriangleAlert className="mb-3 size-8 text-amber-500" aria-hidden="true" />
      <h1 className="text-lg font-semibold">{t('routeError.title')}</h1>
      <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">{t('routeError.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('routeError.reload')}
      </Button>
    </Card>
  );
}

/** The frame itself failed: a full-page message. */
export function RouteErrorBoundary() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <ErrorCard />
    </div>
  );
}

/** A page failed to load or render (often a stale chunk after a deploy); the frame stays usable. */
export function PageErrorBoundary() {
  return (
    <div className="flex justify-center py-10">
      <ErrorCard />
    </div>
  );
}
