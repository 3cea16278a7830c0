import type { PasteListItemDto } from '@satchel/shared';
import { Eye, LockKeyhole, Pencil, QrCode, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { focusRing } from '../../../components/ui/focus-ring';
import {
  ResponsiveSelectableList,
  SelectableCard,
  SelectAllHeadCell,
  SelectRowCell,
  type SelectionHandlers,
} from '../../../components/ui/selectable-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { shareLink } from '../lib/share-links';

export interface PasteListProps extends SelectionHandlers {
  pastes: PasteListItemDto[];
  onPreview: (paste: PasteListItemDto) => void;
  onEdit: (paste: PasteListItemDto) => void;
  onDelete: (paste: PasteListItemDto) => void;
  onShowQr: (paste: PasteListItemDto) => void;
}

/** Pastes as a table on wide screens and as cards on phones and tablets. */
export function PasteList(props: PasteListProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveSelectableList
      items={props.pastes}
      selectedIds={props.selectedIds}
      onToggleAll={props.onToggleAll}
      label={t('textManagement.selectAll')}
      table={<PasteTable {...props} />}
      renderCard={(paste) => <PasteCard paste={paste} {...props} />}
    />
  );
}

function StatusBadge({ paste }: { paste: PasteListItemDto }) {
  const { t } = useTranslation();
  const tone = paste.status === 'active' ? 'success' : paste.status === 'expired' ? 'danger' : 'warning';
  return <Badge tone={tone}>{t(`textManagement.status.${paste.status}`)}</Badge>;
}

function ExpiryText({ paste }: { paste: PasteListItemDto }) {
  const { t, i18n } = useTranslation();
  if (!paste.expires_at) return <>{t('textManagement.neverExpires')}</>;
  const date = formatDateTime(paste.expires_at, i18n.language);
  return (
    <>
      {paste.status === 'expired'
        ? t('textManagement.expiredAt', { date })
        : t('textManagement.expiresAt', { date })}
    </>
  );
}

function ViewsText({ paste }: { paste: PasteListItemDto }) {
  const { t } = useTranslation();
  return (
    <span className="tabular-nums">
      {paste.max_views === 0
        ? t('textManagement.viewsUnlimited', { views: paste.views })
        : t('textManagement.viewsOf', { views: paste.views, max: paste.max_views })}
    </span>
  );
}

function CreatedText({ paste }: { paste: PasteListItemDto }) {
  const { t, i18n } = useTranslation();
  const by =
    paste.created_by === 'admin'
      ? t('textManagement.createdByAdmin')
      : paste.key_name
        ? t('textManagement.createdByKey', { name: paste.key_name })
        : t('textManagement.createdByDeletedKey');
  return (
    <span className="flex flex-col">
      <span>{formatDateTime(paste.created_at, i18n.language)}</span>
      <span className="text-zinc-400 dark:text-zinc-500">{by}</span>
    </span>
  );
}

function SlugButton({
  paste,
  onPreview,
}: {
  paste: PasteListItemDto;
  onPreview: (paste: PasteListItemDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex max-w-full items-center gap-1.5">
      <button
        type="button"
        onClick={() => onPreview(paste)}
        title={t('textManagement.actions.preview', { slug: paste.slug })}
        className={cn(
          'cursor-pointer truncate rounded font-mono text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
          focusRing,
        )}
      >
        {paste.slug}
      </button>
      {paste.has_password && (
        <LockKeyhole
          className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
          aria-label={t('textManagement.protected')}
          role="img"
        />
      )}
    </span>
  );
}

function RowActions({
  paste,
  onPreview,
  onEdit,
  onDelete,
  onShowQr,
}: Pick<PasteListProps, 'onPreview' | 'onEdit' | 'onDelete' | 'onShowQr'> & { paste: PasteListItemDto }) {
  const { t } = useTranslation();
  const slug = paste.slug;
  const iconButton = (label: string, onClick: () => void, icon: ReactNode, className?: string) => (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={className}
    >
      {icon}
    </Button>
  );
  return (
    <div className="flex items-center justify-end gap-0.5">
      {iconButton(
        t('textManagement.actions.preview', { slug }),
        () => onPreview(paste),
        <Eye aria-hidden="true" />,
      )}
      {iconButton(
        t('textManagement.actions.edit', { slug }),
        () => onEdit(paste),
        <Pencil aria-hidden="true" />,
      )}
      <CopyButton value={shareLink(paste)} label={t('textManagement.actions.copyLink', { slug })} />
      {iconButton(
        t('textManagement.actions.qr', { slug }),
        () => onShowQr(paste),
        <QrCode aria-hidden="true" />,
      )}
      {iconButton(
        t('textManagement.actions.delete', { slug }),
        () => onDelete(paste),
        <Trash2 aria-hidden="true" />,
        'text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10',
      )}
    </div>
  );
}

function PreviewText({ paste, className }: { paste: PasteListItemDto; className?: string }) {
  return (
    <p
      className={`line-clamp-2 font-mono text-xs [overflow-wrap:anywhere] text-zinc-500 dark:text-zinc-400 ${className ?? ''}`}
    >
      {paste.content_preview}
    </p>
  );
}

function PasteTable({ pastes, selectedIds, onToggleSelected, onToggleAll, ...actions }: PasteListProps) {
  const { t } = useTranslation();
  // The admin content column is narrow (~850 px): slug and remark share a column, cells wrap.
  const cell = 'px-2 first:ps-4 last:pe-3';
  return (
    <Table>
      <TableHeader>
        <tr>
          <SelectAllHeadCell
            items={pastes}
            selectedIds={selectedIds}
            onToggleAll={onToggleAll}
            label={t('textManagement.selectAll')}
          />
          <TableHead className={cell}>
            {t('textManagement.columns.link')} / {t('textManagement.columns.remark')}
          </TableHead>
          <TableHead className={cell}>{t('textManagement.columns.preview')}</TableHead>
          <TableHead className={cell}>{t('textManagement.columns.views')}</TableHead>
          <TableHead className={cell}>{t('textManagement.columns.status')}</TableHead>
          <TableHead className={cell}>{t('textManagement.columns.created')}</TableHead>
          <TableHead className={cn(cell, 'text-end')}>
            <span className="sr-only">{t('textManagement.columns.actions')}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {pastes.map((paste) => {
          const isSelected = selectedIds.has(paste.id);
          return (
            <TableRow key={paste.id} data-selected={isSelected}>
              <SelectRowCell
                checked={isSelected}
                onCheckedChange={(selected) => onToggleSelected(paste.id, selected)}
                label={t('textManagement.selectPaste', { slug: paste.slug })}
              />
              <TableCell className={cn(cell, 'max-w-40')}>
                <SlugButton paste={paste} onPreview={actions.onPreview} />
                <p
                  className="truncate text-xs text-zinc-500 dark:text-zinc-400"
                  title={paste.remark ?? undefined}
                >
                  {paste.remark || '—'}
                </p>
              </TableCell>
              <TableCell className={cn(cell, 'max-w-52 min-w-32')}>
                <PreviewText paste={paste} />
              </TableCell>
              <TableCell className={cn(cell, 'text-xs whitespace-nowrap')}>
                <ViewsText paste={paste} />
              </TableCell>
              <TableCell className={cn(cell, 'max-w-36 text-xs')}>
                <span className="flex flex-col items-start gap-1">
                  <StatusBadge paste={paste} />
                  <ExpiryText paste={paste} />
                </span>
              </TableCell>
              <TableCell className={cn(cell, 'max-w-28 text-xs')}>
                <CreatedText paste={paste} />
              </TableCell>
              <TableCell className={cell}>
                <RowActions paste={paste} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function PasteCard({
  paste,
  selectedIds,
  onToggleSelected,
  ...actions
}: PasteListProps & { paste: PasteListItemDto }) {
  const { t } = useTranslation();
  const isSelected = selectedIds.has(paste.id);
  return (
    <SelectableCard aria-label={paste.slug} isSelected={isSelected} className="flex h-full flex-col">
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-0.5"
          checked={isSelected}
          onCheckedChange={(value) => onToggleSelected(paste.id, value === true)}
          aria-label={t('textManagement.selectPaste', { slug: paste.slug })}
        />
        <div className="min-w-0 flex-1">
          <SlugButton paste={paste} onPreview={actions.onPreview} />
          {paste.remark && (
            <p className="mt-0.5 truncate text-sm text-zinc-700 dark:text-zinc-300">{paste.remark}</p>
          )}
        </div>
        <StatusBadge paste={paste} />
      </div>
      <PreviewText paste={paste} className="mt-3" />
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-zinc-100 pt-3 text-xs dark:border-zinc-800">
        <dt className="text-zinc-500 dark:text-zinc-400">{t('textManagement.columns.views')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <ViewsText paste={paste} />
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('textManagement.columns.status')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <ExpiryText paste={paste} />
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('textManagement.columns.created')}</dt>
        <dd className="text-zinc-700 dark:text-zinc-300">
          <CreatedText paste={paste} />
        </dd>
      </dl>
      <div className="mt-auto pt-3">
        <div className="-me-1 -mb-1 border-t border-zinc-100 pt-2 dark:border-zinc-800">
          <RowActions paste={paste} {...actions} />
        </div>
      </div>
    </SelectableCard>
  );
}
