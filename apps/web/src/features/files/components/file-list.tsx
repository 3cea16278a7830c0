import type { FileShareDto } from '@satchel/shared';
import { ExternalLink, Eye, LockKeyhole, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { formatBytes } from '../../../lib/format-bytes';
import { fileShareLink } from '../share-link';
import { FileTypeIcon } from './file-type-icon';
import { QrCodeButton } from './qr-code-dialog';

export interface FileListProps extends SelectionHandlers {
  files: FileShareDto[];
  onPreview: (file: FileShareDto) => void;
  onEdit: (file: FileShareDto) => void;
  onDelete: (file: FileShareDto) => void;
}

/** File shares as a table on wide screens and as cards on phones and narrow windows. */
export function FileList(props: FileListProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveSelectableList
      items={props.files}
      selectedIds={props.selectedIds}
      onToggleAll={props.onToggleAll}
      label={t('fileManagement.selectAll')}
      table={<FileTable {...props} />}
      renderCard={(file) => <FileCard file={file} {...props} />}
    />
  );
}

function StatusBadge({ file }: { file: FileShareDto }) {
  const { t } = useTranslation();
  if (file.status === 'expired') return <Badge tone="danger">{t('fileManagement.status.expired')}</Badge>;
  if (file.status === 'exhausted')
    return <Badge tone="warning">{t('fileManagement.status.exhausted')}</Badge>;
  return null;
}

function ViewsText({ file }: { file: FileShareDto }) {
  const { t } = useTranslation();
  return (
    <span className="tabular-nums">
      {file.max_views > 0
        ? t('fileManagement.viewsOf', { views: file.views, max: file.max_views })
        : t('fileManagement.viewsUnlimited', { views: file.views })}
    </span>
  );
}

function ExpiryText({ file }: { file: FileShareDto }) {
  const { t, i18n } = useTranslation();
  return <>{file.expires_at ? formatDateTime(file.expires_at, i18n.language) : t('fileShare.facts.never')}</>;
}

function RowActions({
  file,
  onPreview,
  onEdit,
  onDelete,
}: Pick<FileListProps, 'onPreview' | 'onEdit' | 'onDelete'> & { file: FileShareDto }) {
  const { t } = useTranslation();
  const link = fileShareLink(file.slug);
  const name = file.filename;
  return (
    <div className="flex items-center justify-end gap-0.5">
      <CopyButton value={link} label={t('fileManagement.actions.copyLink', { name })} />
      <QrCodeButton value={link} title={name} label={t('fileManagement.actions.qr', { name })} />
      <IconButton
        icon={Eye}
        label={t('fileManagement.actions.preview', { name })}
        onClick={() => onPreview(file)}
      />
      <IconButton
        icon={Pencil}
        label={t('fileManagement.actions.edit', { name })}
        onClick={() => onEdit(file)}
      />
      <IconButton
        icon={Trash2}
        tone="danger"
        label={t('fileManagement.actions.delete', { name })}
        onClick={() => onDelete(file)}
      />
    </div>
  );
}

function NameCell({ file, showRemark = false }: { file: FileShareDto; showRemark?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <FileTypeIcon filename={file.filename} mimetype={file.mimetype} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-medium text-zinc-900 dark:text-zinc-100">
          <span className="truncate" title={file.filename}>
            {file.filename}
          </span>
          {file.has_password && (
            <LockKeyhole
              className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
              role="img"
              aria-label={t('fileShare.protected')}
            />
          )}
        </p>
        <Link
          to={paths.file(file.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex max-w-full items-center gap-1 font-mono text-xs text-indigo-700 hover:underline dark:text-indigo-300"
          aria-label={t('fileManagement.actions.open', { name: file.filename })}
        >
          <span className="truncate">/{file.slug}</span>
          <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
        </Link>
        {showRemark && file.remark && (
          <p className="mt-0.5 truncate text-xs text-zinc-500 dark:text-zinc-400" title={file.remark}>
            {file.remark}
          </p>
        )}
      </div>
    </div>
  );
}

function FileTable({ files, selectedIds, onToggleSelected, onToggleAll, ...actions }: FileListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <tr>
          <SelectAllHeadCell
            items={files}
            selectedIds={selectedIds}
            onToggleAll={onToggleAll}
            label={t('fileManagement.selectAll')}
          />
          <TableHead>{t('fileManagement.columns.name')}</TableHead>
          <TableHead>{t('fileManagement.columns.size')}</TableHead>
          <TableHead>{t('fileManagement.columns.views')}</TableHead>
          <TableHead>{t('fileManagement.columns.expires')}</TableHead>
          <TableHead className="hidden 2xl:table-cell">{t('fileManagement.columns.created')}</TableHead>
          <TableHead className="text-end">
            <span className="sr-only">{t('fileManagement.columns.actions')}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {files.map((file) => {
          const isSelected = selectedIds.has(file.id);
          return (
            <TableRow key={file.id} data-selected={isSelected}>
              <SelectRowCell
                checked={isSelected}
                onCheckedChange={(selected) => onToggleSelected(file.id, selected)}
                label={t('fileManagement.selectFile', { name: file.filename })}
              />
              <TableCell className="w-full max-w-0 min-w-56">
                <NameCell file={file} showRemark />
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap tabular-nums">
                {formatBytes(file.size, i18n.language)}
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <ViewsText file={file} />
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <span className="inline-flex flex-wrap items-center gap-1.5">
                  <ExpiryText file={file} />
                  <StatusBadge file={file} />
                </span>
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap 2xl:table-cell">
                {formatDateTime(file.created_at, i18n.language)}
              </TableCell>
              <TableCell>
                <RowActions file={file} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function FileCard({
  file,
  selectedIds,
  onToggleSelected,
  ...actions
}: FileListProps & { file: FileShareDto }) {
  const { t, i18n } = useTranslation();
  const isSelected = selectedIds.has(file.id);
  return (
    <SelectableCard aria-label={file.filename} isSelected={isSelected}>
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-2.5"
          checked={isSelected}
          onCheckedChange={(value) => onToggleSelected(file.id, value === true)}
          aria-label={t('fileManagement.selectFile', { name: file.filename })}
        />
        <div className="min-w-0 flex-1">
          <NameCell file={file} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-zinc-100 pt-3 text-xs dark:border-zinc-800">
        <dt className="text-zinc-500 dark:text-zinc-400">{t('fileManagement.columns.size')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">{formatBytes(file.size, i18n.language)}</dd>
        {file.remark && (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">{t('fileManagement.columns.remark')}</dt>
            <dd className="break-words text-zinc-700 dark:text-zinc-300">{file.remark}</dd>
          </>
        )}
        <dt className="text-zinc-500 dark:text-zinc-400">{t('fileManagement.columns.views')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <ViewsText file={file} />
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('fileManagement.columns.expires')}</dt>
        <dd className="flex flex-wrap items-center gap-1.5 text-zinc-700 dark:text-zinc-300">
          <ExpiryText file={file} />
          <StatusBadge file={file} />
        </dd>
      </dl>
      <div className="mt-2 border-t border-zinc-100 pt-2 dark:border-zinc-800">
        <RowActions file={file} {...actions} />
      </div>
    </SelectableCard>
  );
}
