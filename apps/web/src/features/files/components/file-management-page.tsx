import { FILES_DEFAULT_PAGE_SIZE, type FileShareDto } from '@satchel/shared';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, Files, RefreshCw, Search, Upload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { EmptyStateCard, LoadErrorAlert, LoadingCard } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { SelectionToolbar } from '../../../components/ui/selection-toolbar';
import { useSelection } from '../../../components/ui/use-selection';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ModuleGate } from '../../admin/components/module-gate';
import { useDeleteFile, useDeleteFiles } from '../api/delete-file';
import { getFileDetails } from '../api/get-file';
import { useFiles } from '../api/get-files';
import { useUpdateFile } from '../api/update-file';
import { DeleteFilesDialog } from './delete-files-dialog';
import { EditFileDialog } from './edit-file-dialog';
import { FileList } from './file-list';
import { FilePreview } from './file-preview';

const SEARCH_DEBOUNCE_MS = 300;

/** `/admin/file-management`: the admin's shares, or a `file` key's own (api.md §3.4). */
export function FileManagementRoute() {
  return (
    <ModuleGate module="file-management">
      <FileManagementPage />
    </ModuleGate>
  );
}

type PendingDelete = { kind: 'one'; file: FileShareDto } | { kind: 'selected'; ids: string[] };

export function FileManagementPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const files = useFiles({ page, limit: FILES_DEFAULT_PAGE_SIZE, search });
  const updateFile = useUpdateFile();
  const deleteOne = useDeleteFile();
  const deleteMany = useDeleteFiles();

  const [editing, setEditing] = useState<FileShareDto | null>(null);
  const [previewing, setPreviewing] = useState<FileShareDto | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const items = useMemo(() => files.data?.items ?? [], [files.data]);
  const pagination = files.data?.pagination;
  const totalPages = Math.max(1, pagination?.total_pages ?? 1);
  // A page emptied by deletions steps back.
  useEffect(() => {
    if (pagination && page > 1 && page > pagination.total_pages) setPage(Math.max(1, pagination.total_pages));
  }, [pagination, page]);

  const {
    selectedIds,
    setSelection,
    toggleSelected: handleToggleSelected,
    toggleAll: handleToggleAll,
  } = useSelection(items);

  const namesOf = (ids: string[]) => ids.map((id) => items.find((file) => file.id === id)?.filename ?? id);

  const handleConfirmDelete = async () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'one') {
      try {
        await deleteOne.mutateAsync(pendingDelete.file.id);
        toast.success(t('fileManagement.delete.done', { name: pendingDelete.file.filename }));
        handleToggleSelected(pendingDelete.file.id, false);
      } catch (error) {
        toast.error(
          t('fileManagement.errors.delete', { message: errorMessage(error, t('errors.requestFailed')) }),
        );
      }
      setPendingDelete(null);
      return;
    }
    const result = await deleteMany.mutateAsync(pendingDelete.ids);
    setSelection(new Set(result.failed.map((failure) => failure.id)));
    setPendingDelete(null);
    if (result.failed.length === 0) {
      toast.success(t('fileManagement.delete.doneMany', { count: result.deleted.length }));
    } else {
      toast.error(
        t('fileManagement.errors.bulkDelete', {
          deleted: result.deleted.length,
          failed: result.failed.length,
          names: namesOf(result.failed.map((failure) => failure.id)).join(', '),
          message: errorMessage(result.failed[0]?.error, t('errors.requestFailed')),
        }),
      );
    }
  };

  const deleteNames =
    pendingDelete === null
      ? null
      : pendingDelete.kind === 'one'
        ? [pendingDelete.file.filename]
        : namesOf(pendingDelete.ids);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.modules.file-management')}
        description={t('fileManagement.description')}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.upload}>
              <Upload aria-hidden="true" />
              {t('fileManagement.upload')}
            </Link>
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('fileManagement.search')}
            placeholder={t('fileManagement.searchPlaceholder')}
            className="ps-9"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          {pagination && <span>{t('fileManagement.total', { count: pagination.total })}</span>}
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => void files.refetch()}
            aria-label={t('fileManagement.refresh')}
            title={t('fileManagement.refresh')}
            disabled={files.isFetching}
          >
            <RefreshCw className={files.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          </Button>
        </div>
      </div>

      {selectedIds.size > 0 && (
        <SelectionToolbar
          label={t('fileManagement.selectionToolbar')}
          selectedText={t('fileManagement.selected', { count: selectedIds.size })}
          clearLabel={t('fileManagement.clearSelection')}
          deleteLabel={t('fileManagement.deleteSelected', { count: selectedIds.size })}
          onClear={() => setSelection(new Set())}
          onDelete={() => setPendingDelete({ kind: 'selected', ids: [...selectedIds] })}
        />
      )}

      {files.isPending ? (
        <LoadingCard label={t('fileManagement.loading')} />
      ) : files.isError ? (
        <LoadErrorAlert
          message={t('fileManagement.errors.load', {
            message: errorMessage(files.error, t('errors.requestFailed')),
          })}
          onRetry={() => void files.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyStateCard
          icon={Files}
          title={search ? t('fileManagement.empty.noMatchTitle') : t('fileManagement.empty.title')}
          description={
            search
              ? t('fileManagement.empty.noMatchDescription', { search })
              : t('fileManagement.empty.description')
          }
        />
      ) : (
        <Card className="overflow-hidden max-xl:border-0 max-xl:bg-transparent max-xl:shadow-none dark:max-xl:bg-transparent">
          <FileList
            files={items}
            selectedIds={selectedIds}
            onToggleSelected={handleToggleSelected}
            onToggleAll={handleToggleAll}
            onPreview={setPreviewing}
            onEdit={(file) => {
              updateFile.reset();
              setEditing(file);
            }}
            onDelete={(file) => setPendingDelete({ kind: 'one', file })}
          />
        </Card>
      )}

      {pagination && totalPages > 1 && (
        <nav aria-label={t('fileManagement.pagination')} className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPage((value) => Math.max(1, value - 1))}
            disabled={page <= 1}
          >
            <ChevronLeft aria-hidden="true" />
            {t('fileManagement.previous')}
          </Button>
          <span className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            {t('fileManagement.pageOf', { page, total: totalPages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPage((value) => Math.min(totalPages, value + 1))}
            disabled={page >= totalPages}
          >
            {t('fileManagement.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}

      <EditFileDialog
        share={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        isSubmitting={updateFile.isPending}
        submitError={
          updateFile.error
            ? t('fileManagement.errors.update', {
                message: errorMessage(updateFile.error, t('errors.requestFailed')),
              })
            : null
        }
        onSubmit={(body) =>
          editing &&
          updateFile.mutate(
            { id: editing.id, body },
            {
              onSuccess: (updated) => {
                setEditing(null);
                toast.success(t('fileManagement.edit.done', { name: updated.filename }));
              },
            },
          )
        }
      />

      <PreviewDialog file={previewing} onClose={() => setPreviewing(null)} />

      <DeleteFilesDialog
        names={deleteNames}
        isDeleting={deleteOne.isPending || deleteMany.isPending}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}

/** An inline preview from the management details (fresh signed URLs; counts no view). */
function PreviewDialog({ file, onClose }: { file: FileShareDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: ['file-details', file?.id],
    queryFn: () => getFileDetails(file?.id ?? ''),
    enabled: file !== null,
    staleTime: 60_000,
  });
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-all">{file?.filename}</DialogTitle>
          <DialogDescription>{file?.mimetype}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {details.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label={t('common.loading')} />
            </div>
          ) : details.isError ? (
            <Alert tone="error">{errorMessage(details.error, t('errors.requestFailed'))}</Alert>
          ) : (
            <FilePreview
              source={{
                filename: details.data.filename,
                mimetype: details.data.mimetype,
                size: details.data.size,
                previewUrl: details.data.preview_url,
              }}
            />
          )}
        </DialogBody>
        <DialogFooter>
          {file && (
            <Button asChild variant="outline">
              <Link to={paths.file(file.slug)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('fileManagement.openSharePage')}
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
