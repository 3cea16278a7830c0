import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={names !== null}
      title={count === 1 ? t('apiKeys.delete.titleOne') : t('apiKeys.delete.titleMany', { count })}
      description={
        count === 1
          ? t('apiKeys.delete.descriptionOne', { name: names?.[0] ?? '' })
          : t('apiKeys.delete.descriptionMany', { count })
      }
      confirmLabel={t('common.delete')}
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
