import type { ReactNode } from 'react';

/**
 * What a page or list shows when it has nothing: what is missing and what the visitor can do instead.
 * A whole page (not found) names it with an h1, a page's content with an h2, a list inside a page with an h3
 * in the body size; `compact` is the agent centre's tighter card, its one action closer to the text.
 */
export function EmptyState({
  icon,
  title,
  text,
  actions,
  heading: Heading = 'h2',
  compact = false,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  heading?: 'h1' | 'h2' | 'h3';
  compact?: boolean;
}) {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 text-center ${compact ? 'py-10' : 'py-12'}`}
    >
      <span className="grid size-14 place-items-center rounded-full bg-raised text-ink-soft">{icon}</span>
      <Heading className={`mt-4 font-semibold text-ink ${Heading === 'h3' ? '' : 'text-lg'}`}>{title}</Heading>
      <p className="mt-2 max-w-md text-ink-soft text-sm">{text}</p>
      {actions ? <div className={compact ? 'mt-4' : 'mt-6 flex flex-wrap justify-center gap-3'}>{actions}</div> : null}
    </div>
  );
}
