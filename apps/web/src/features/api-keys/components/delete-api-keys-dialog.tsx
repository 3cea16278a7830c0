import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface DeleteApiKeysDialogProps {
  /** The names of the keys to delete; null closes the dialog. */
  names: string[] | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before deleting one key or several. */
export function DeleteApiKeysDialog({ names, isDeleting, onConfirm, onCancel }: DeleteApiKeysDialogProps) {
  const { t } = useTranslation();
  const count = names?.length ?? 0;
  return (
    <Dialog open={names !== null} onOpenChange={(open) => !open && !isDeleting && onCancel()}>
      <DialogContent role="alertdialog" className="sm:max-w-md" hideCloseButton={isDeleting}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 text-red-600 dark:text-red-400" aria-hidden="true" />
            {count === 1 ? t('apiKeys.delete.titleOne') : t('apiKeys.delete.titleMany', { count })}
          </DialogTitle>
          <DialogDescription>
            {count === 1
              ? t('apiKeys.delete.descriptionOne', { name: names?.[0] ?? '' })
              : t('apiKeys.delete.descriptionMany', { count })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-4">
          <Button variant="outline" onClick={onCancel} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
            {t('common.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
