import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Previous / next with "page x of y · n rows": enough for tables an operator filters first. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2 text-xs text-ink-soft"
    >
      <span className="tabular">{t('pager.summary', { page, pages, total })}</span>
      <div className="flex gap-1">
        <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pager.previous')}>
          <ChevronLeft aria-hidden className="size-3.5" />
        </Button>
        <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('pager.next')}>
          <ChevronRight aria-hidden className="size-3.5" />
        </Button>
      </div>
    </nav>
  );
}
