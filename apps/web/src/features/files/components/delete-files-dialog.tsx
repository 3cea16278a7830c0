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
    >
      {names && count > 1 && (
        // Several shares: name them, so nobody deletes the wrong selection blind.
        <div className="px-5 pt-4 sm:px-6">
          <ul
            aria-label={t('fileManagement.delete.listLabel')}
            className="max-h-40 overflow-y-auto rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-800/50"
          >
            {names.map((name, index) => (
              <li
                key={`${index}-${name}`}
                className="truncate py-0.5 text-zinc-800 dark:text-zinc-200"
                title={name}
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
