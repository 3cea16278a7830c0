import type { S3ConfigDto } from '@satchel/shared';
import { Database, FlaskConical, Globe, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { EmptyStateCard, LoadErrorAlert, LoadingCard } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { cn } from '../../../lib/cn';
import { ModuleGate } from '../../admin/components/module-gate';
import { useS3Configs } from '../api/get-s3-configs';
import { useCreateS3Config, useUpdateS3Config } from '../api/save-s3-config';
import { useDeleteS3Config, useSetDefaultS3Config, useTestS3Config } from '../api/s3-config-actions';
import { isLocalProvider } from '../config-form';
import { ConfigFormDialog } from './config-form-dialog';
import { TestResultDialog } from './test-result-dialog';

/** `/admin/storage-config` (admin only, spec §6). */
export function StorageConfigRoute() {
  return (
    <ModuleGate module="storage-config">
      <StorageConfigPage />
    </ModuleGate>
  );
}

export function StorageConfigPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const configs = useS3Configs();
  const createConfig = useCreateS3Config();
  const updateConfig = useUpdateS3Config();
  const deleteConfig = useDeleteS3Config();
  const setDefault = useSetDefaultS3Config();
  const testConfig = useTestS3Config();

  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [editing, setEditing] = useState<S3ConfigDto | null>(null);
  const [deleting, setDeleting] = useState<S3ConfigDto | null>(null);
  const [testing, setTesting] = useState<S3ConfigDto | null>(null);

  const handleTest = (config: S3ConfigDto) => {
    setTesting(config);
    testConfig.reset();
    testConfig.mutate(config.id);
  };

  const handleSetDefault = (config: S3ConfigDto) =>
    setDefault.mutate(config.id, {
      onSuccess: () => toast.success(t('storageConfig.setDefault.done', { name: config.name })),
      onError: (error) =>
        toast.error(
          t('storageConfig.errors.setDefault', { message: errorMessage(error, t('errors.requestFailed')) }),
        ),
    });

  const handleDelete = () => {
    if (!deleting) return;
    const config = deleting;
    deleteConfig.mutate(config.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('storageConfig.delete.done', { name: config.name }));
      },
    });
  };

  const deleteError = deleteConfig.error
    ? isApiError(deleteConfig.error) && deleteConfig.error.error === 'CONFIG_IN_USE'
      ? t('storageConfig.delete.inUse')
      : t('storageConfig.errors.delete', {
          message: errorMessage(deleteConfig.error, t('errors.requestFailed')),
        })
    : null;

  const list = configs.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.modules.storage-config')}
        description={t('storageConfig.description')}
        actions={
          <Button
            onClick={() => {
              createConfig.reset();
              setIsCreateOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            {t('storageConfig.add')}
          </Button>
        }
      />

      {configs.isPending ? (
        <LoadingCard label={t('storageConfig.loading')} />
      ) : configs.isError ? (
        <LoadErrorAlert
          message={t('storageConfig.errors.load', {
            message: errorMessage(configs.error, t('errors.requestFailed')),
          })}
          onRetry={() => void configs.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyStateCard
          icon={Database}
          iconStyle="plain"
          title={t('storageConfig.empty.title')}
          description={t('storageConfig.empty.description')}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {list.map((config) => (
            <li key={config.id}>
              <ConfigCard
                config={config}
                onTest={() => handleTest(config)}
                onEdit={() => {
                  updateConfig.reset();
                  setEditing(config);
                }}
                onDelete={() => {
                  deleteConfig.reset();
                  setDeleting(config);
                }}
                onSetDefault={() => handleSetDefault(config)}
                isSettingDefault={setDefault.isPending && setDefault.variables === config.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfigFormDialog
        mode="create"
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        isSubmitting={createConfig.isPending}
        submitError={
          createConfig.error
            ? t('storageConfig.errors.create', {
                message: errorMessage(createConfig.error, t('errors.requestFailed')),
              })
            : null
        }
        onSubmit={(body) =>
          createConfig.mutate(body, {
            onSuccess: (created) => {
              setIsCreateOpen(false);
              toast.success(t('storageConfig.form.created', { name: created.name }));
            },
          })
        }
      />

      {editing && (
        <ConfigFormDialog
          mode="edit"
          config={editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          isSubmitting={updateConfig.isPending}
          submitError={
            updateConfig.error
              ? t('storageConfig.errors.update', {
                  message: errorMessage(updateConfig.error, t('errors.requestFailed')),
                })
              : null
          }
          onSubmit={(body) =>
            updateConfig.mutate(
              { id: editing.id, body },
              {
                onSuccess: (updated) => {
                  setEditing(null);
                  toast.success(t('storageConfig.form.saved', { name: updated.name }));
                },
              },
            )
          }
        />
      )}

      <TestResultDialog
        configName={testing?.name ?? null}
        isTesting={testConfig.isPending}
        result={testConfig.data}
        error={
          testConfig.error
            ? t('storageConfig.errors.test', {
                message: errorMessage(testConfig.error, t('errors.requestFailed')),
              })
            : null
        }
        onClose={() => setTesting(null)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('storageConfig.delete.title')}
        description={t('storageConfig.delete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        isPending={deleteConfig.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleteError && (
          <div className="px-5 pt-4 sm:px-6">
            <Alert tone="error">{deleteError}</Alert>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}

function UsageBar({ used, total }: { used: number; total: number }) {
  const { t, i18n } = useTranslation();
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  const tone =
    percent >= 90 ? 'bg-red-500' : percent >= 75 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400';
  const label = t('storageConfig.usage', {
    used: formatBytes(used, i18n.language),
    total: formatBytes(total, i18n.language),
    percent: percent > 0 && percent < 0.01 ? '<0.01' : percent.toFixed(percent > 0 && percent < 1 ? 2 : 0),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-label={t('storageConfig.usageLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
      >
        <div
          className={cn('h-full rounded-full', tone)}
          style={{ width: `${Math.max(percent, used > 0 ? 1 : 0)}%` }}
        />
      </div>
      <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{label}</p>
    </div>
  );
}

function ConfigCard({
  config,
  onTest,
  onEdit,
  onDelete,
  onSetDefault,
  isSettingDefault,
}: {
  config: S3ConfigDto;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  isSettingDefault: boolean;
}) {
  const { t } = useTranslation();
  const isLocal = isLocalProvider(config.provider_type);
  return (
    <article
      aria-label={config.name}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-white p-5 shadow-xs dark:bg-zinc-900',
        config.is_default
          ? 'border-indigo-300 dark:border-indigo-500/40'
          : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          <Database className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-zinc-900 dark:text-zinc-50" title={config.name}>
            {config.name}
          </h2>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone="neutral">{t(`storageConfig.providers.${config.provider_type}`)}</Badge>
            {config.is_default && (
              <Badge tone="info">
                <Star className="size-3" aria-hidden="true" />
                {t('storageConfig.badges.default')}
              </Badge>
            )}
            {config.is_public && (
              <Badge tone="success">
                <Globe className="size-3" aria-hidden="true" />
                {t('storageConfig.badges.public')}
              </Badge>
            )}
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-xs">
        <dt className="text-zinc-500 dark:text-zinc-400">{t('storageConfig.fields.bucket')}</dt>
        <dd className="truncate font-mono text-zinc-800 dark:text-zinc-200" title={config.bucket_name}>
          {config.bucket_name}
        </dd>
        {!isLocal && (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">{t('storageConfig.fields.endpoint')}</dt>
            <dd
              className="truncate font-mono text-zinc-800 dark:text-zinc-200"
              title={config.endpoint_url ?? ''}
            >
              {config.endpoint_url}
            </dd>
            <dt className="text-zinc-500 dark:text-zinc-400">{t('storageConfig.fields.region')}</dt>
            <dd className="truncate font-mono text-zinc-800 dark:text-zinc-200">{config.region}</dd>
          </>
        )}
        <dt className="text-zinc-500 dark:text-zinc-400">{t('storageConfig.fields.defaultFolder')}</dt>
        <dd className="truncate font-mono text-zinc-800 dark:text-zinc-200">/{config.default_folder}</dd>
      </dl>

      <UsageBar used={config.used_storage_bytes} total={config.total_storage_bytes} />

      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-zinc-100 pt-4 dark:border-zinc-800">
        <Button
          variant="outline"
          size="sm"
          onClick={onTest}
          aria-label={t('storageConfig.actions.test', { name: config.name })}
        >
          <FlaskConical aria-hidden="true" />
          {t('storageConfig.actions.testShort')}
        </Button>
        {!config.is_default && (
          <Button
            variant="outline"
            size="sm"
            onClick={onSetDefault}
            isLoading={isSettingDefault}
            aria-label={t('storageConfig.actions.setDefault', { name: config.name })}
          >
            {!isSettingDefault && <Star aria-hidden="true" />}
            {t('storageConfig.actions.setDefaultShort')}
          </Button>
        )}
        <div className="ms-auto flex gap-1">
          <IconButton
            icon={Pencil}
            label={t('storageConfig.actions.edit', { name: config.name })}
            onClick={onEdit}
          />
          <IconButton
            icon={Trash2}
            tone="danger"
            label={t('storageConfig.actions.delete', { name: config.name })}
            onClick={onDelete}
          />
        </div>
      </div>
    </article>
  );
}
