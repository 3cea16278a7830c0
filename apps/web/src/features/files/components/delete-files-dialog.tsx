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

/** Confirmation before deleting one file share or several (the stored files go too). */
export function DeleteFilesDialog({
  names,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  /** File names to delete; null closes the dialog. */
  names: string[] | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const count = names?.length ?? 0;
  return (
    <Dialog open={names !== null} onOpenChange={(open) => !open && !isDeleting && onCancel()}>
      <DialogContent role="alertdialog" className="sm:max-w-md" hideCloseButton={isDeleting}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
            {count === 1
              ? t('fileManagement.delete.titleOne')
              : t('fileManagement.delete.titleMany', { count })}
          </DialogTitle>
          <DialogDescription className="break-words">
            {count === 1
              ? t('fileManagement.delete.descriptionOne', { name: names?.[0] ?? '' })
              : t('fileManagement.delete.descriptionMany', { count })}
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
