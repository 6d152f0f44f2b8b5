import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Previous and next page of a paged list, with where it stands; nothing when there is one page.
 * Its words are the list's own: `pages` (the navigation's name), `previous`, `next` and `pageOf`
 * ("Page {{page}} of {{pages}}") in the namespace `ns`, under `keyPrefix` if they sit in a group.
 */
export function Pager({
  page,
  pages,
  onPage,
  ns,
  keyPrefix,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  ns: string;
  keyPrefix?: string;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </Button>
      <span className="text-ink-soft text-sm tabular-nums">{t('pageOf', { page, pages })}</span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </nav>
  );
}
