import { ChevronDown, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyMenu, menuBody } from '../../boot/lazy-menu';
import type { Session } from '../../shared/session';
import { useMemberInfo } from './api';

// The menu's code arrives on the first sign of intent (boot/lazy-menu.tsx, ADR 043).
const accountMenu = menuBody<{ session: Session; variant: MenuVariant }>(() =>
  import('./account-menu').then((m) => m.AccountMenu),
);

export type MenuVariant = 'header' | 'tab';

function menuTriggerClass(variant: MenuVariant): string {
  return variant === 'tab'
    ? 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-ink-soft focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold data-[state=open]:text-gold'
    : 'inline-flex min-h-10 max-w-48 items-center gap-2 rounded-lg px-2 text-sm text-ink hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold data-[state=open]:bg-raised';
}

function MenuTriggerContent({ session, variant }: { session: Session; variant: MenuVariant }) {
  const { t } = useTranslation('shell');
  if (variant === 'tab') {
    return (
      <>
        <User size={22} aria-hidden="true" />
        <span>{t('tabs.member')}</span>
      </>
    );
  }
  return (
    <>
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
        <User size={16} aria-hidden="true" />
      </span>
      <span className="truncate">{session.account}</span>
      <ChevronDown size={14} aria-hidden="true" className="shrink-0 text-ink-soft" />
    </>
  );
}

/**
 * The member's menu: who is signed in and Sign out. The member-centre, record and agent
 * entries join it when those screens exist. `tab` is the phone tab bar's Member tab. The member info
 * is asked for as soon as the menu is on screen (after sign-in), not when it is opened.
 */
export function UserMenu({ session, variant = 'header' }: { session: Session; variant?: MenuVariant }) {
  const { t } = useTranslation('shell');
  useMemberInfo(session.token);
  return (
    <LazyMenu
      body={accountMenu}
      props={{ session, variant }}
      label={t('account.menu', { account: session.account })}
      className={menuTriggerClass(variant)}
    >
      <MenuTriggerContent session={session} variant={variant} />
    </LazyMenu>
  );
}
