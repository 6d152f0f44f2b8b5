import { adminRoutes } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { callApi } from '../shared/api/client';
import { getSession, setSession, useSession } from '../shared/session';
import { Button } from '../shared/ui/button';
import { LanguageSelect } from '../shared/ui/language-select';
import { visibleNav } from './nav';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  const devOutbox = session?.devOutbox === true;
  return (
    <ul className="space-y-0.5">
      {visibleNav(session?.role, devOutbox).map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-2 rounded px-2 py-1.5 text-[13px] ${isActive ? 'bg-accent-soft font-medium text-accent' : 'text-ink-soft hover:bg-sunken hover:text-ink'}`
            }
          >
            <item.icon aria-hidden className="size-4 shrink-0" />
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function OperatorCard({ onSignOut, pending }: { onSignOut: () => void; pending: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <div className="space-y-2 border-t border-line p-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink" data-testid="operator-name">
          {session.displayName || session.username}
        </p>
        <p className="truncate text-xs text-ink-soft">
          {session.username} · {t(`roles.${session.role}`)}
        </p>
      </div>
      <Button size="sm" className="w-full" onClick={onSignOut} disabled={pending}>
        <LogOut aria-hidden className="size-3.5" />
        {t('actions.signOut')}
      </Button>
    </div>
  );
}

/** The frame of every signed-in page: side nav (a sheet on phones), operator, language, sign-out. */
export function Layout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  // Confirms the stored token still works and picks up a role changed since sign-in.
  const me = useQuery({ queryKey: ['me'], queryFn: () => callApi(adminRoutes.me), staleTime: 60_000 });
  useEffect(() => {
    const current = getSession();
    if (!me.data || !current) return;
    const { username, displayName, role } = me.data;
    if (current.username !== username || current.displayName !== displayName || current.role !== role) {
      setSession({ ...current, username, displayName, role });
    }
  }, [me.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = useMutation({
    mutationFn: () => callApi(adminRoutes.logout),
    // Signed out locally whatever the server says: the operator asked to leave.
    onSettled: () => {
      setSession(null);
      queryClient.clear();
      // A plain sign-in page: the next operator at this desk should not land on this one's page.
      void navigate('/sign-in', { replace: true });
    },
  });

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-panel focus:px-2 focus:py-1"
      >
        {t('actions.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-56 shrink-0 flex-col border-r border-line bg-panel md:flex">
        <div className="px-3 py-3">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('brand')}</p>
          <p className="text-[11px] text-ink-faint">{t('backOffice')}</p>
        </div>
        <nav aria-label={t('nav:label')} className="min-h-0 flex-1 overflow-y-auto px-2">
          <NavLinks />
        </nav>
        <OperatorCard onSignOut={() => signOut.mutate()} pending={signOut.isPending} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-11 items-center gap-2 border-b border-line bg-panel px-3">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" size="sm" className="md:hidden" aria-label={t('actions.openMenu')}>
                <Menu aria-hidden className="size-4" />
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/20" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-panel shadow-xl focus:outline-none">
                <div className="flex items-center justify-between px-3 py-3">
                  <Dialog.Title className="text-xs font-semibold tracking-widest text-accent uppercase">
                    {t('brand')}
                  </Dialog.Title>
                  <Dialog.Description className="sr-only">{t('backOffice')}</Dialog.Description>
                  <Dialog.Close asChild>
                    <Button variant="ghost" size="sm" aria-label={t('actions.closeMenu')}>
                      <X aria-hidden className="size-4" />
                    </Button>
                  </Dialog.Close>
                </div>
                <nav aria-label={t('nav:label')} className="min-h-0 flex-1 overflow-y-auto px-2">
                  <NavLinks onNavigate={() => setMenuOpen(false)} />
                </nav>
                <OperatorCard onSignOut={() => signOut.mutate()} pending={signOut.isPending} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <span className="text-xs font-semibold tracking-widest text-accent uppercase md:hidden">{t('brand')}</span>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSelect />
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1 p-3 md:p-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
