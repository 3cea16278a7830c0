import type { PasteListItemDto } from '@satchel/shared';
import { Eraser, FileText, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyStateCard, LoadErrorAlert, LoadingCard } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ModuleGate } from '../../admin/components/module-gate';
import { usePrincipal } from '../../auth/hooks/use-principal';
import { useBatchDeletePastes, useClearExpiredPastes, useDeletePaste } from '../api/delete-pastes';
import { useManagedPastes } from '../api/get-managed-pastes';
import { managementAreaOf, type PasteManagementArea } from '../api/management-area';
import { shareLink } from '../lib/share-links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectionToolbar } from '../../../components/ui/selection-toolbar';
import { useSelection } from '../../../components/ui/use-selection';
import { PaginationBar } from './pagination-bar';
import { PasteEditDialog } from './paste-edit-dialog';
import { PasteList } from './paste-list';
import { PastePreviewDialog } from './paste-preview-dialog';
import { ShareQrDialog } from './share-qr-dialog';

/** `/admin/text-management`: the admin's every share, or a `text` key's own (spec §2). */
export function TextManagementRoute() {
  const principal = usePrincipal();
  const area = managementAreaOf(principal);
  return <ModuleGate module="text-management">{area && <TextManagementPage area={area} />}</ModuleGate>;
}

type PendingDelete =
  { kind: 'one'; paste: PasteListItemDto } | { kind: 'selected'; ids: string[] } | { kind: 'expired' };

export function TextManagementPage({ area }: { area: PasteManagementArea }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const pastes = useManagedPastes(area, page);
  const deleteOne = useDeletePaste();
  const deleteMany = useBatchDeletePastes();
  const clearExpired = useClearExpiredPastes();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [previewing, setPreviewing] = useState<PasteListItemDto | null>(null);
  const [editing, setEditing] = useState<PasteListItemDto | null>(null);
  const [qrPaste, setQrPaste] = useState<PasteListItemDto | null>(null);

  const items = useMemo(() => pastes.data?.items ?? [], [pastes.data]);
  const { selectedIds, setSelection, toggleSelected, toggleAll } = useSelection(items);
  const totalPages = pastes.data?.pagination.total_pages ?? 1;

  // After deleting the last items of the last page, step back to a page that exists.
  useEffect(() => {
    if (pastes.data && page > 1 && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [pastes.data, page, totalPages]);

  const handlePageChange = (next: number) => {
    setSelection(new Set());
    setPage(next);
  };

  const failureMessage = (error: unknown) => errorMessage(error, t('errors.requestFailed'));

  const handleConfirm = () => {
    if (!pendingDelete) return;
    const close = () => setPendingDelete(null);
    if (pendingDelete.kind === 'one') {
      deleteOne.mutate(
        { area, id: pendingDelete.paste.id },
        {
          onSuccess: () => {
            toast.success(t('textManagement.delete.done'));
            toggleSelected(pendingDelete.paste.id, false);
          },
          onError: (error) =>
            toast.error(t('textManagement.errors.delete', { message: failureMessage(error) })),
          onSettled: close,
        },
      );
    } else if (pendingDelete.kind === 'selected') {
      deleteMany.mutate(
        { area, ids: pendingDelete.ids },
        {
          onSuccess: (result) => {
            setSelection(new Set());
            toast.success(t('textManagement.delete.doneMany', { count: result.deleted_count }));
            if (result.not_found.length > 0) {
              toast.info(t('textManagement.delete.notFound', { count: result.not_found.length }));
            }
          },
          onError: (error) =>
            toast.error(t('textManagement.errors.delete', { message: failureMessage(error) })),
          onSettled: close,
        },
      );
    } else {
      clearExpired.mutate(undefined, {
        onSuccess: (result) =>
          toast.success(t('textManagement.clearExpired.done', { count: result.deleted_count })),
        onError: (error) => toast.error(t('textManagement.errors.clear', { message: failureMessage(error) })),
        onSettled: close,
      });
    }
  };

  const confirmText = (() => {
    if (!pendingDelete) return { title: '', description: '', confirm: '' };
    if (pendingDelete.kind === 'one') {
      return {
        title: t('textManagement.delete.titleOne'),
        description: t('textManagement.delete.descriptionOne', { slug: pendingDelete.paste.slug }),
        confirm: t('common.delete'),
      };
    }
    if (pendingDelete.kind === 'selected') {
      return {
        title: t('textManagement.delete.titleMany', { count: pendingDelete.ids.length }),
        description: t('textManagement.delete.descriptionMany', { count: pendingDelete.ids.length }),
        confirm: t('common.delete'),
      };
    }
    return {
      title: t('textManagement.clearExpired.title'),
      description: t('textManagement.clearExpired.description'),
      confirm: t('textManagement.clearExpired.confirm'),
    };
  })();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.modules.text-management')}
        description={
          area === 'admin' ? t('textManagement.descriptionAdmin') : t('textManagement.descriptionUser')
        }
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void pastes.refetch()}
              isLoading={pastes.isFetching && !pastes.isPending}
            >
              {!(pastes.isFetching && !pastes.isPending) && <RefreshCw aria-hidden="true" />}
              {t('textManagement.refresh')}
            </Button>
            {area === 'admin' && (
              <Button variant="outline" onClick={() => setPendingDelete({ kind: 'expired' })}>
                <Eraser aria-hidden="true" />
                {t('textManagement.clearExpired.button')}
              </Button>
            )}
            <Button asChild>
              <Link to={paths.home}>
                <Plus aria-hidden="true" />
                {t('textManagement.empty.create')}
              </Link>
            </Button>
          </>
        }
      />

      {selectedIds.size > 0 && (
        <SelectionToolbar
          label={t('textManagement.selectionToolbar')}
          selectedText={t('textManagement.selected', { count: selectedIds.size })}
          clearLabel={t('textManagement.clearSelection')}
          deleteLabel={t('textManagement.deleteSelected', { count: selectedIds.size })}
          onClear={() => setSelection(new Set())}
          onDelete={() => setPendingDelete({ kind: 'selected', ids: [...selectedIds] })}
        />
      )}

      {pastes.isPending ? (
        <LoadingCard label={t('textManagement.loading')} />
      ) : pastes.isError ? (
        <LoadErrorAlert
          message={t('textManagement.errors.load', { message: failureMessage(pastes.error) })}
          onRetry={() => void pastes.refetch()}
          isRetrying={pastes.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyStateCard
          icon={FileText}
          title={t('textManagement.empty.title')}
          description={t('textManagement.empty.description')}
        >
          <Button className="mt-5" asChild>
            <Link to={paths.home}>
              <Plus aria-hidden="true" />
              {t('textManagement.empty.create')}
            </Link>
          </Button>
        </EmptyStateCard>
      ) : (
        <>
          <Card className="overflow-hidden max-xl:border-0 max-xl:bg-transparent max-xl:shadow-none dark:max-xl:bg-transparent">
            <PasteList
              pastes={items}
              selectedIds={selectedIds}
              onToggleSelected={toggleSelected}
              onToggleAll={toggleAll}
              onPreview={setPreviewing}
              onEdit={setEditing}
              onDelete={(paste) => setPendingDelete({ kind: 'one', paste })}
              onShowQr={setQrPaste}
            />
          </Card>
          {pastes.data && (
            <PaginationBar pagination={pastes.data.pagination} page={page} onPageChange={handlePageChange} />
          )}
        </>
      )}

      <PastePreviewDialog area={area} paste={previewing} onClose={() => setPreviewing(null)} />
      <PasteEditDialog area={area} paste={editing} onClose={() => setEditing(null)} />
      <ShareQrDialog
        link={qrPaste ? shareLink(qrPaste) : null}
        fileName={`paste-${qrPaste?.slug ?? ''}-qr`}
        onClose={() => setQrPaste(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={confirmText.confirm}
        isPending={deleteOne.isPending || deleteMany.isPending || clearExpired.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
