import { ChevronDown, User } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/session';
import { DeferredMenu, MenuPlaceholder } from '../../shared/ui/deferred-menu';
import { useMemberInfo } from './api';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export type MenuVariant = 'header' | 'tab';

export function menuTriggerClass(variant: MenuVariant): string {
  return variant === 'tab'
    ? 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-ink-soft focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold data-[state=open]:text-gold'
    : 'inline-flex min-h-10 max-w-48 items-center gap-2 rounded-lg px-2 text-sm text-ink hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold data-[state=open]:bg-raised';
}

export function MenuTriggerContent({ session, variant }: { session: Session; variant: MenuVariant }) {
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
  const id = `account-${variant}`;
  return (
    <DeferredMenu
      placeholder={
        <MenuPlaceholder
          id={id}
          label={t('account.menu', { account: session.account })}
          className={menuTriggerClass(variant)}
        >
          <MenuTriggerContent session={session} variant={variant} />
        </MenuPlaceholder>
      }
    >
      <AccountMenu id={id} session={session} variant={variant} />
    </DeferredMenu>
  );
}
