import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractInfo } from '../../features/agent-contracts/api';
import { closeDialog, openDialog, useDialog } from '../../shared/dialogs';
import { AGENT_TYPES, useSession } from '../../shared/session';
import { ChunkErrorBoundary } from '../../shared/ui/chunk-error-boundary';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import { DEFAULT_AGENT_PAGE } from './page-ids';
import { agentCentrePages } from './pages';

/** The entries that exist, in the spec's order (§2); those with a flag show only when it is on. */
export const availableAgentPages = agentCentrePages.filter((page) => page.Page !== null);

function pageFor(pages: typeof availableAgentPages, id: string | undefined) {
  return pages.find((page) => page.id === id) ?? pages.find((page) => page.id === DEFAULT_AGENT_PAGE) ?? pages[0];
}

/**
 * The agent centre (spec §2): the left menu in the spec's order, team overview by default, the chosen page
 * on the right, a close button. Only agents (member types 1, 2, 41, 42, spec §5) get it: for anyone else
 * it closes again at once (and every call behind it refuses them anyway). On a phone the menu becomes a
 * row of tabs above the page, as in the member centre.
 */
export function AgentCentreDialog() {
  const { t } = useTranslation('agent');
  const { name, props } = useDialog();
  const session = useSession();
  const open = name === 'agentCentre';
  const allowed = session !== null && AGENT_TYPES.includes(session.isAgent);
  // The three contract entries follow the consolidated info; until it answers, they stay out of the menu.
  const info = useContractInfo(open && allowed);
  const pages = availableAgentPages.filter((page) => !page.flag || info.data?.[page.flag] === true);
  const current = pageFor(pages, props.page);
  const activeTab = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open && !allowed) closeDialog();
  }, [open, allowed]);

  useEffect(() => {
    if (open) activeTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open]);

  if (!current || !allowed) return null;
  const Page = current.Page;

  return (
    <Modal
      open={open}
      onClose={closeDialog}
      title={t('title')}
      size="panel"
      bodyClassName="flex min-h-0 flex-1 flex-col md:flex-row"
    >
      <nav
        aria-label={t('menu')}
        className="shrink-0 border-line border-b bg-raised/40 md:w-60 md:overflow-y-auto md:border-r md:border-b-0"
      >
        <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
          {pages.map((page) => {
            const active = page.id === current.id;
            const Icon = page.icon;
            return (
              <li key={page.id} className="shrink-0">
                <button
                  type="button"
                  ref={active ? activeTab : undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => openDialog('agentCentre', { page: page.id })}
                  className={[
                    'flex min-h-11 w-full items-center gap-3 whitespace-nowrap rounded-lg px-3 text-left text-sm',
                    'focus-visible:outline-2 focus-visible:outline-gold',
                    active ? 'bg-gold/15 font-semibold text-gold' : 'text-ink-soft hover:bg-raised hover:text-ink',
                  ].join(' ')}
                >
                  <Icon size={18} aria-hidden="true" className="shrink-0" />
                  {t(`pages.${page.id}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={t(`pages.${current.id}`)} className="min-h-0 min-w-0 flex-1 overflow-y-auto p-4 sm:p-6">
        <ChunkErrorBoundary key={current.id} layout="block">
          <Suspense
            fallback={
              <div className="grid h-40 place-items-center">
                <Spinner label={t('loading')} />
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
