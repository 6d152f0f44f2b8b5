import type { LucideIcon } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { closeDialog } from '../shared/dialogs';
import { ChunkErrorBoundary } from '../shared/ui/chunk-error-boundary';
import { Modal } from '../shared/ui/modal';
import { Spinner } from '../shared/ui/spinner';

export interface CentreEntry {
  id: string;
  icon: LucideIcon;
  Page: LazyExoticComponent<ComponentType> | null;
  /** An entry that leads to a page of the site (a tab of the points mall): a link that closes the panel. */
  to?: string | undefined;
  /** Drawn after the entry's name in the menu (a count), part of the entry's accessible name. */
  Badge?: ComponentType;
}

/**
 * The member centre's and the agent centre's panel: the menu of entries on the left (a row of tabs
 * above the page on a phone, scrolled to the active one), the chosen page on the right loaded on demand with
 * a reload offer if its code cannot be fetched, and a close button. Who may open it is the caller's to say.
 */
export function CentrePanel({
  open,
  title,
  menuLabel,
  loadingLabel,
  entries,
  current,
  labelOf,
  onChoose,
  menuWidth,
}: {
  open: boolean;
  title: string;
  menuLabel: string;
  loadingLabel: string;
  entries: readonly CentreEntry[];
  current: CentreEntry;
  labelOf: (id: string) => string;
  onChoose: (id: string) => void;
  /** The menu's width on a wide screen (a Tailwind class), as long as its longest entry needs. */
  menuWidth: string;
}) {
  const activeTab = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (open) activeTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open]);
  const Page = current.Page;
  return (
    <Modal
      open={open}
      onClose={closeDialog}
      title={title}
      size="panel"
      bodyClassName="flex min-h-0 flex-1 flex-col md:flex-row"
    >
      <nav
        aria-label={menuLabel}
        className={`shrink-0 border-line border-b bg-raised/40 ${menuWidth} md:overflow-y-auto md:border-r md:border-b-0`}
      >
        <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
          {entries.map((entry) => {
            const active = entry.id === current.id;
            const Icon = entry.icon;
            const Badge = entry.Badge;
            const look = [
              'flex min-h-11 w-full items-center gap-3 whitespace-nowrap rounded-lg px-3 text-left text-sm',
              'focus-visible:outline-2 focus-visible:outline-gold',
              active ? 'bg-gold/15 font-semibold text-gold' : 'text-ink-soft hover:bg-raised hover:text-ink',
            ].join(' ');
            const body = (
              <>
                <Icon size={18} aria-hidden="true" className="shrink-0" />
                {labelOf(entry.id)}
                {Badge ? <Badge /> : null}
              </>
            );
            return (
              <li key={entry.id} className="shrink-0">
                {entry.to ? (
                  <Link to={entry.to} onClick={closeDialog} className={look}>
                    {body}
                  </Link>
                ) : (
                  <button
                    type="button"
                    ref={active ? activeTab : undefined}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onChoose(entry.id)}
                    className={look}
                  >
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={labelOf(current.id)} className="min-h-0 min-w-0 flex-1 overflow-y-auto p-4 sm:p-6">
        <ChunkErrorBoundary key={current.id} layout="block">
          <Suspense
            fallback={
              <div className="grid h-40 place-items-center">
                <Spinner label={loadingLabel} />
              </div>
            }
          >
            {Page ? <Page key={current.id} /> : null}
          </Suspense>
        </ChunkErrorBoundary>
      </section>
    </Modal>
  );
}
