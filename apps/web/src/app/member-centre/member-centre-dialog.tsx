import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { requireRealAccount } from '../../features/auth/require-real-account';
import { closeDialog, openDialog, useDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { ChunkErrorBoundary } from '../../shared/ui/chunk-error-boundary';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import { memberCentrePages } from './pages';

/** The entries that exist, in the spec's order (§2); the first is the default page (securityCenter). */
export const availablePages = memberCentrePages.filter((page) => page.Page !== null);

function pageFor(id: string | undefined) {
  return availablePages.find((page) => page.id === id) ?? availablePages[0];
}

/**
 * The member centre (spec §2): a panel with the left menu titled "personal centre", the chosen page on
 * the right, and a close button. It needs a real account: a visitor is asked to log in, a trial account
 * gets the in_need_true_account warning. On a phone the menu becomes a row of tabs above the page.
 */
export function MemberCentreDialog() {
  const { t } = useTranslation('memberCentre');
  const { name, props } = useDialog();
  const session = useSession();
  const open = name === 'memberCentre';
  const current = pageFor(props.page);
  const allowed = session !== null && session.isAgent !== 4;
  const activeTab = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open && !allowed) {
      closeDialog();
      requireRealAccount(session);
    }
  }, [open, allowed, session]);

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
        className="shrink-0 border-line border-b bg-raised/40 md:w-56 md:overflow-y-auto md:border-r md:border-b-0"
      >
        <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
          {availablePages.map((page) => {
            const active = page.id === current.id;
            const Icon = page.icon;
            return (
              <li key={page.id} className="shrink-0">
                <button
                  type="button"
                  ref={active ? activeTab : undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => openDialog('memberCentre', { page: page.id })}
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
