import type { ApiKeyDto } from '@satchel/shared';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
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

/** Shows the full key right after creation, with a copy button. */
export function CreatedKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            {t('apiKeys.created.title')}
          </DialogTitle>
          <DialogDescription>
            {t('apiKeys.created.description', { name: apiKey?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-2 ps-3 dark:border-zinc-700 dark:bg-zinc-950">
            <code
              className="min-w-0 flex-1 font-mono text-sm break-all text-zinc-900 select-all dark:text-zinc-100"
              data-testid="created-api-key"
            >
              {apiKey?.key}
            </code>
            {apiKey && (
              <CopyButton
                value={apiKey.key}
                label={t('apiKeys.created.copy')}
                text={t('common.copy')}
                variant="outline"
                failureMessage={t('apiKeys.errors.copy')}
              />
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>{t('common.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
