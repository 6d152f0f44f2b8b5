import { Ellipsis, Gamepad2, Gift, House, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LazyMenu, menuBody } from '../../boot/lazy-menu';
import { UserMenu } from '../../features/account/user-menu';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { ChatUnreadBadge } from '../chat-unread-badge';

// The menus' code arrives on the first sign of intent (boot/lazy-menu.tsx, ADR 043).
const moreMenu = menuBody(() => import('./more-menu').then((m) => m.MoreMenu));
// The games tab is a choice of category (lottery, casino, slots…), not a link to one lobby.
const gamesMenu = menuBody(() => import('./games-menu').then((m) => m.GamesMenu));

/** The pages the games tab leads to, so it shows as the current tab there. */
const gamePages = ['/lottery', '/vnlottery', '/elott', '/live', '/rng', '/sports', '/fish', '/pvp', '/game'];

const tabClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold';

function Tab({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <NavLink to={to} className={({ isActive }) => `${tabClass} ${isActive ? 'text-gold' : 'text-ink-soft'}`}>
      {icon}
      <span>{label}</span>
    </NavLink>
  );
}

/**
 * On phones the header's bottom bar becomes this fixed tab bar (VISUAL.md): Home, Games, Promotions,
 * Member, More. Member opens the login dialog for a visitor and the account menu for a member. The side bar with
 * the customer-service chat is hidden on a phone, so More holds the chat's entry and its tab carries the chat's
 * unread badge (docs/product.md, Customer service chat).
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const inGames = gamePages.includes(useLocation().pathname.toLowerCase());
  return (
    <nav
      aria-label={t('tabs.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch">
        <Tab to="/index" icon={<House size={22} aria-hidden="true" />} label={t('tabs.home')} />
        <LazyMenu
          body={gamesMenu}
          className={`${tabClass} ${inGames ? 'text-gold' : 'text-ink-soft'} data-[state=open]:text-gold`}
        >
          <Gamepad2 size={22} aria-hidden="true" />
          <span>{t('tabs.games')}</span>
        </LazyMenu>
        <Tab to="/promotions" icon={<Gift size={22} aria-hidden="true" />} label={t('tabs.promotions')} />
        {session ? (
          <UserMenu session={session} variant="tab" />
        ) : (
          <button type="button" className={`${tabClass} text-ink-soft`} onClick={() => openDialog('login')}>
            <User size={22} aria-hidden="true" />
            <span>{t('tabs.member')}</span>
          </button>
        )}
        <LazyMenu body={moreMenu} className={`${tabClass} relative text-ink-soft data-[state=open]:text-gold`}>
          <Ellipsis size={22} aria-hidden="true" />
          <span>{t('tabs.more')}</span>
          {/* After the name, so it is read "More, 2 unread"; drawn on the icon's corner. */}
          <ChatUnreadBadge className="absolute top-1 left-1/2 ml-2 px-1.5 text-[10px] leading-4" />
        </LazyMenu>
      </div>
    </nav>
  );
}
