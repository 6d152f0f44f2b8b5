import type { ReactNode } from 'react';

/** What a page or list shows when it has nothing: what is missing and what the visitor can do instead. */
export function EmptyState({
  icon,
  title,
  text,
  actions,
  heading: Heading = 'h2',
}: {
  /** h1 where the empty state is the whole page (not found). */
  heading?: 'h1' | 'h2';
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-raised text-ink-soft">{icon}</span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
      <p className="mt-2 max-w-md text-sm text-ink-soft">{text}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
