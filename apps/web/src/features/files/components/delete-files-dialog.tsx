import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={names !== null}
      title={
        count === 1 ? t('fileManagement.delete.titleOne') : t('fileManagement.delete.titleMany', { count })
      }
      description={
        count === 1
          ? t('fileManagement.delete.descriptionOne', { name: names?.[0] ?? '' })
          : t('fileManagement.delete.descriptionMany', { count })
      }
      confirmLabel={t('common.delete')}
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
