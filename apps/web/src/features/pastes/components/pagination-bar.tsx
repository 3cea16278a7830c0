import type { Pagination } from '@satchel/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next with "page x of y" and the total. */
export function PaginationBar({
  pagination,
  page,
  onPageChange,
}: {
  pagination: Pagination;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, pagination.total_pages);
  return (
    <nav
      aria-label={t('textManagement.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600 dark:text-zinc-400"
    >
      <span>{t('textManagement.pagination.total', { total: pagination.total })}</span>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={t('textManagement.pagination.previous')}
          title={t('textManagement.pagination.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span aria-current="page" className="min-w-24 text-center tabular-nums">
          {t('textManagement.pagination.pageOf', { page, total: totalPages })}
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
          aria-label={t('textManagement.pagination.next')}
          title={t('textManagement.pagination.next')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
