import type { ReactNode } from 'react';

/** The heading block every page opens with: icon, title (the page's h1) and a line of introduction. */
export function PageHeader({ icon, title, intro }: { icon?: ReactNode; title: string; intro?: string }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
      {icon ? (
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gold/10 text-gold">{icon}</span>
      ) : null}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p> : null}
      </div>
    </header>
  );
}
