import type { ApiKeyDto } from '@satchel/shared';
import { KeyRound, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyStateCard, LoadErrorAlert, LoadingCard } from '../../../components/ui/list-states';
import { useSelection } from '../../../components/ui/use-selection';
import { useToast } from '../../../components/ui/toast';
import { SelectionToolbar } from '../../../components/ui/selection-toolbar';
import { errorMessage } from '../../../lib/api-client';
import { ModuleGate } from '../../admin/components/module-gate';
import { useCreateApiKey } from '../api/create-api-key';
import { useDeleteApiKey, useDeleteApiKeys } from '../api/delete-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useUpdateApiKey } from '../api/update-api-key';
import { ApiKeyFormDialog } from './api-key-form-dialog';
import { ApiKeyList } from './api-key-list';
import { CreatedKeyDialog } from './created-key-dialog';
import { DeleteApiKeysDialog } from './delete-api-keys-dialog';

/** `/admin/key-management` (admin only). */
export function KeyManagementRoute() {
  return (
    <ModuleGate module="key-management">
      <KeyManagementPage />
    </ModuleGate>
  );
}

type PendingDelete = { kind: 'one'; apiKey: ApiKeyDto } | { kind: 'selected'; ids: string[] };

export function KeyManagementPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const apiKeys = useApiKeys();
  const createKey = useCreateApiKey();
  const updateKey = useUpdateApiKey();
  const deleteKey = useDeleteApiKey();
  const deleteKeys = useDeleteApiKeys();

  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [editing, setEditing] = useState<ApiKeyDto | null>(null);
  const [createdKey, setCreatedKey] = useState<ApiKeyDto | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const keys = useMemo(() => apiKeys.data ?? [], [apiKeys.data]);
  // Selection only ever holds keys that still exist.
  const { selectedIds, setSelection, toggleSelected, toggleAll } = useSelection(keys);

  const openCreate = () => {
    createKey.reset();
    setIsCreateOpen(true);
  };

  const openEdit = (apiKey: ApiKeyDto) => {
    updateKey.reset();
    setEditing(apiKey);
  };

  const namesOf = (ids: string[]) => ids.map((id) => keys.find((key) => key.id === id)?.name ?? id);

  const handleConfirmDelete = async () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'one') {
      try {
        await deleteKey.mutateAsync(pendingDelete.apiKey.id);
        toast.success(t('apiKeys.delete.done', { name: pendingDelete.apiKey.name }));
        toggleSelected(pendingDelete.apiKey.id, false);
      } catch (error) {
        toast.error(t('apiKeys.errors.delete', { message: errorMessage(error, t('errors.requestFailed')) }));
      }
      setPendingDelete(null);
      return;
    }
    const result = await deleteKeys.mutateAsync(pendingDelete.ids);
    setSelection(new Set(result.failed.map((failure) => failure.id)));
    setPendingDelete(null);
    if (result.failed.length === 0) {
      toast.success(t('apiKeys.delete.doneMany', { count: result.deleted.length }));
    } else {
      const first = result.failed[0];
      toast.error(
        t('apiKeys.errors.bulkDelete', {
          deleted: result.deleted.length,
          failed: result.failed.length,
          names: namesOf(result.failed.map((failure) => failure.id)).join(', '),
          message: errorMessage(first?.error, t('errors.requestFailed')),
        }),
      );
    }
  };

  const deleteNames =
    pendingDelete === null
      ? null
      : pendingDelete.kind === 'one'
        ? [pendingDelete.apiKey.name]
        : namesOf(pendingDelete.ids);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.modules.key-management')}
        description={t('apiKeys.description')}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t('apiKeys.create.open')}
          </Button>
        }
      />

      {selectedIds.size > 0 && (
        <SelectionToolbar
          label={t('apiKeys.selectionToolbar')}
          selectedText={t('apiKeys.selected', { count: selectedIds.size })}
          clearLabel={t('apiKeys.clearSelection')}
          deleteLabel={t('apiKeys.deleteSelected', { count: selectedIds.size })}
          onClear={() => setSelection(new Set())}
          onDelete={() => setPendingDelete({ kind: 'selected', ids: [...selectedIds] })}
        />
      )}

      {apiKeys.isPending ? (
        <LoadingCard label={t('apiKeys.loading')} />
      ) : apiKeys.isError ? (
        <LoadErrorAlert
          message={t('apiKeys.errors.load', {
            message: errorMessage(apiKeys.error, t('errors.requestFailed')),
          })}
          onRetry={() => void apiKeys.refetch()}
          isRetrying={apiKeys.isFetching}
        />
      ) : keys.length === 0 ? (
        <EmptyStateCard
          icon={KeyRound}
          title={t('apiKeys.empty.title')}
          description={t('apiKeys.empty.description')}
        >
          <Button className="mt-5" onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t('apiKeys.create.open')}
          </Button>
        </EmptyStateCard>
      ) : (
        <Card className="overflow-hidden max-xl:border-0 max-xl:bg-transparent max-xl:shadow-none dark:max-xl:bg-transparent">
          <ApiKeyList
            apiKeys={keys}
            selectedIds={selectedIds}
            onToggleSelected={toggleSelected}
            onToggleAll={toggleAll}
            onEdit={openEdit}
            onDelete={(apiKey) => setPendingDelete({ kind: 'one', apiKey })}
          />
        </Card>
      )}

      <ApiKeyFormDialog
        mode="create"
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        isSubmitting={createKey.isPending}
        submitError={
          createKey.error ? t('apiKeys.errors.create', { message: errorMessage(createKey.error, '') }) : null
        }
        onSubmit={(body) =>
          createKey.mutate(body, {
            onSuccess: (created) => {
              setIsCreateOpen(false);
              setCreatedKey(created);
            },
          })
        }
      />

      {editing && (
        <ApiKeyFormDialog
          mode="edit"
          apiKey={editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          isSubmitting={updateKey.isPending}
          submitError={
            updateKey.error
              ? t('apiKeys.errors.update', { message: errorMessage(updateKey.error, '') })
              : null
          }
          onSubmit={(body) =>
            updateKey.mutate(
              { id: editing.id, body },
              {
                onSuccess: (updated) => {
                  setEditing(null);
                  toast.success(t('apiKeys.edit.done', { name: updated.name }));
                },
              },
            )
          }
        />
      )}

      <CreatedKeyDialog apiKey={createdKey} onClose={() => setCreatedKey(null)} />

      <DeleteApiKeysDialog
        names={deleteNames}
        isDeleting={deleteKey.isPending || deleteKeys.isPending}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
