import type { ApiKeyDto } from '@satchel/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { IconButton } from '../../../components/ui/icon-button';
import {
  ResponsiveSelectableList,
  SelectableCard,
  SelectAllHeadCell,
  SelectRowCell,
  type SelectionHandlers,
} from '../../../components/ui/selectable-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { PermissionBadges } from './permission-badges';

interface ApiKeyListProps extends SelectionHandlers {
  apiKeys: ApiKeyDto[];
  onEdit: (apiKey: ApiKeyDto) => void;
  onDelete: (apiKey: ApiKeyDto) => void;
}

/** Keys as a table on wide screens and as cards below (phones, tablets, narrow windows). */
export function ApiKeyList(props: ApiKeyListProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveSelectableList
      items={props.apiKeys}
      selectedIds={props.selectedIds}
      onToggleAll={props.onToggleAll}
      label={t('apiKeys.selectAll')}
      table={<ApiKeyTable {...props} />}
      renderCard={(apiKey) => <ApiKeyCard apiKey={apiKey} {...props} />}
    />
  );
}

function ExpiryText({ apiKey }: { apiKey: ApiKeyDto }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={apiKey.is_expired ? 'text-zinc-400 line-through dark:text-zinc-500' : undefined}>
        {apiKey.expires_at ? formatDateTime(apiKey.expires_at, i18n.language) : t('apiKeys.expiry.never')}
      </span>
      {apiKey.is_expired && <Badge tone="danger">{t('apiKeys.expired')}</Badge>}
    </span>
  );
}

function LastUsedText({ apiKey }: { apiKey: ApiKeyDto }) {
  const { t, i18n } = useTranslation();
  return apiKey.last_used ? (
    <>{formatDateTime(apiKey.last_used, i18n.language)}</>
  ) : (
    <span className="text-zinc-400 dark:text-zinc-500">{t('apiKeys.neverUsed')}</span>
  );
}

function RowActions({
  apiKey,
  onEdit,
  onDelete,
}: Pick<ApiKeyListProps, 'onEdit' | 'onDelete'> & { apiKey: ApiKeyDto }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-end gap-1">
      <CopyButton
        value={apiKey.key}
        label={t('apiKeys.actions.copy', { name: apiKey.name })}
        failureMessage={t('apiKeys.errors.copy')}
      />
      <IconButton
        icon={Pencil}
        label={t('apiKeys.actions.edit', { name: apiKey.name })}
        onClick={() => onEdit(apiKey)}
      />
      <IconButton
        icon={Trash2}
        tone="danger"
        label={t('apiKeys.actions.delete', { name: apiKey.name })}
        onClick={() => onDelete(apiKey)}
      />
    </div>
  );
}

function ApiKeyTable({
  apiKeys,
  selectedIds,
  onToggleSelected,
  onToggleAll,
  onEdit,
  onDelete,
}: ApiKeyListProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <tr>
          <SelectAllHeadCell
            items={apiKeys}
            selectedIds={selectedIds}
            onToggleAll={onToggleAll}
            label={t('apiKeys.selectAll')}
          />
          <TableHead>{t('apiKeys.columns.name')}</TableHead>
          <TableHead>{t('apiKeys.columns.permissions')}</TableHead>
          <TableHead>{t('apiKeys.columns.basicPath')}</TableHead>
          <TableHead>{t('apiKeys.columns.expires')}</TableHead>
          <TableHead>{t('apiKeys.columns.lastUsed')}</TableHead>
          <TableHead className="text-end">
            <span className="sr-only">{t('apiKeys.columns.actions')}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {apiKeys.map((apiKey) => {
          const isSelected = selectedIds.has(apiKey.id);
          return (
            <TableRow key={apiKey.id} data-selected={isSelected}>
              <SelectRowCell
                checked={isSelected}
                onCheckedChange={(selected) => onToggleSelected(apiKey.id, selected)}
                label={t('apiKeys.selectKey', { name: apiKey.name })}
              />
              <TableCell className="max-w-56">
                <p className="truncate font-medium text-zinc-900 dark:text-zinc-100" title={apiKey.name}>
                  {apiKey.name}
                </p>
                <code className="font-mono text-xs text-zinc-500 dark:text-zinc-400">
                  {apiKey.key_masked}
                </code>
              </TableCell>
              <TableCell>
                <PermissionBadges apiKey={apiKey} />
              </TableCell>
              <TableCell className="max-w-32 truncate font-mono text-xs" title={apiKey.basic_path}>
                {apiKey.basic_path}
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <ExpiryText apiKey={apiKey} />
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <LastUsedText apiKey={apiKey} />
              </TableCell>
              <TableCell>
                <RowActions apiKey={apiKey} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function ApiKeyCard({
  apiKey,
  selectedIds,
  onToggleSelected,
  onEdit,
  onDelete,
}: ApiKeyListProps & { apiKey: ApiKeyDto }) {
  const { t } = useTranslation();
  const isSelected = selectedIds.has(apiKey.id);
  return (
    <SelectableCard isSelected={isSelected}>
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-0.5"
          checked={isSelected}
          onCheckedChange={(value) => onToggleSelected(apiKey.id, value === true)}
          aria-label={t('apiKeys.selectKey', { name: apiKey.name })}
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-medium text-zinc-900 dark:text-zinc-100">{apiKey.name}</h3>
          <code className="mt-1 inline-block font-mono text-xs text-zinc-500 dark:text-zinc-400">
            {apiKey.key_masked}
          </code>
        </div>
        <RowActions apiKey={apiKey} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 border-t border-zinc-100 pt-3 text-xs dark:border-zinc-800">
        <dt className="text-zinc-500 dark:text-zinc-400">{t('apiKeys.columns.permissions')}</dt>
        <dd>
          <PermissionBadges apiKey={apiKey} />
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('apiKeys.columns.basicPath')}</dt>
        <dd className="truncate font-mono text-zinc-700 dark:text-zinc-300">{apiKey.basic_path}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('apiKeys.columns.expires')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <ExpiryText apiKey={apiKey} />
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('apiKeys.columns.lastUsed')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <LastUsedText apiKey={apiKey} />
        </dd>
      </dl>
    </SelectableCard>
  );
}
