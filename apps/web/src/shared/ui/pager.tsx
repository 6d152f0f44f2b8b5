import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PagerLabels {
  /** The navigation's name, e.g. "Record pages". */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", already filled in. */
  pageOf: string;
}

/** Previous and next page of a paged list, with where it stands; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.pages} className="flex items-center justify-center gap-3">
      <Button
        variant="ghost"
        size="icon"
        aria-label={labels.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </Button>
      <span className="text-ink-soft text-sm tabular-nums">{labels.pageOf}</span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={labels.next}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </nav>
  );
}
