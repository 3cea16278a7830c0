import type { S3ConfigTestPart, S3ConfigTestResultDto } from '@satchel/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

const PARTS = ['read', 'write', 'cors'] as const;

/** The outcome of `POST /s3-configs/{id}/test`, part by part: read, write and CORS. */
export function TestResultDialog({
  configName,
  result,
  error,
  isTesting,
  onClose,
}: {
  /** The config under test; null closes the dialog. */
  configName: string | null;
  result: S3ConfigTestResultDto | undefined;
  error: string | null;
  isTesting: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={configName !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('storageConfig.test.title')}</DialogTitle>
          <DialogDescription className="break-all">{configName}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {isTesting ? (
            <div className="flex justify-center py-8">
              <Spinner label={t('storageConfig.test.running')} />
            </div>
          ) : error ? (
            <Alert tone="error">{error}</Alert>
          ) : result ? (
            <>
              <Alert tone={result.success ? 'success' : 'error'}>
                <p className="font-medium">
                  {result.success ? t('storageConfig.test.passed') : t('storageConfig.test.failed')}
                </p>
                {result.message && <p className="mt-0.5 opacity-90">{result.message}</p>}
              </Alert>
              <ul className="flex flex-col gap-2" aria-label={t('storageConfig.test.parts')}>
                {PARTS.map((name) => (
                  <TestPart key={name} name={name} part={result.result[name]} />
                ))}
              </ul>
            </>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TestPart({ name, part }: { name: (typeof PARTS)[number]; part: S3ConfigTestPart | undefined }) {
  const { t } = useTranslation();
  const isSuccess = part?.success === true;
  const Icon = isSuccess ? CheckCircle2 : XCircle;
  const details =
    part?.details && Object.keys(part.details).length > 0 ? JSON.stringify(part.details, null, 2) : null;
  return (
    <li
      data-part={name}
      data-success={isSuccess}
      className="rounded-lg border border-zinc-200 px-3.5 py-3 text-sm dark:border-zinc-800"
    >
      <div className="flex items-start gap-2.5">
        <Icon
          className={
            isSuccess
              ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
              : 'mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400'
          }
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-zinc-900 dark:text-zinc-100">
            {t(`storageConfig.test.partNames.${name}`)}:{' '}
            <span
              className={
                isSuccess ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
              }
            >
              {isSuccess ? t('storageConfig.test.ok') : t('storageConfig.test.notOk')}
            </span>
          </p>
          {part?.message && (
            <p className="mt-0.5 break-words text-zinc-600 dark:text-zinc-400">{part.message}</p>
          )}
          {details && (
            <details className="mt-2">
              <summary className="cursor-pointer text-xs text-zinc-500 dark:text-zinc-400">
                {t('storageConfig.test.details')}
              </summary>
              <pre className="mt-1 max-h-48 overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-zinc-950">
                {details}
              </pre>
            </details>
          )}
        </div>
      </div>
    </li>
  );
}
