import { ArrowUpFromLine, Crown, History, LayoutDashboard, LogOut, Network, ReceiptText, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuBodyProps } from '../../boot/lazy-menu';
import { useFeatureEnabled } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { AGENT_TYPES, type Session, TRIAL_TYPE } from '../../shared/session';
import { useMemberInfo } from './api';
import type { MenuVariant } from './user-menu';

// The confirmation's code (Radix AlertDialog) loads when it is first asked for.
const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-raised';

/** The member centre's doors from the menu: the centre itself, money in and out, the records. */
const centreEntries = [
  { page: 'securityCenter', label: 'memberCentre', Icon: LayoutDashboard },
  { page: 'depositv2', label: 'deposit', Icon: Wallet },
  { page: 'withdraw', label: 'withdraw', Icon: ArrowUpFromLine },
  { page: 'transactionHistory', label: 'accountRecord', Icon: ReceiptText },
  { page: 'personalHistoryCopy', label: 'bettingRecord', Icon: History },
] as const;

/** The member's menu's body (user-menu.tsx draws its trigger). */
export function AccountMenu({
  trigger,
  open,
  onOpenChange,
  session,
  variant,
}: MenuBodyProps & { session: Session; variant: MenuVariant }) {
  const { t } = useTranslation('shell');
  const info = useMemberInfo(session.token);
  const memberCentre = useFeatureEnabled('MEMBERCENTER3');
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  const name = info.data?.nickname || session.account;
  const trial = session.isAgent === TRIAL_TYPE;
  // The agent entry only for agents (types 1, 2, 41, 42; docs/product.md, Roles).
  const agent = AGENT_TYPES.includes(session.isAgent);
  // The level leads to the VIP page (ADR 060) where the member centre is open to the member.
  const level = info.data ? t('account.vip', { level: info.data.vipLevel }) : null;
  const vipPage = memberCentre && !trial && level !== null;

  return (
    <>
      {/* Not modal: a modal menu would fight the confirmation dialog it opens over focus and scroll lock. */}
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            side={variant === 'tab' ? 'top' : 'bottom'}
            sideOffset={8}
            className="z-50 min-w-60 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/50"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block truncate font-semibold text-ink">{name}</span>
              <span className="block truncate text-xs text-ink-soft">
                {t('account.accountLabel', { account: session.account })}
                {level !== null && !vipPage ? ` · ${level}` : ''}
              </span>
              {trial ? (
                <span className="mt-1 inline-block rounded bg-crimson/20 px-2 py-0.5 text-xs text-crimson-ink">
                  {t('account.trial')}
                </span>
              ) : null}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            {memberCentre ? (
              <>
                {vipPage ? (
                  <DropdownMenu.Item className={itemClass} onSelect={() => openDialog('memberCentre', { page: 'vip' })}>
                    <Crown size={18} aria-hidden="true" className="text-gold" />
                    {level}
                  </DropdownMenu.Item>
                ) : null}
                {centreEntries.map(({ page, label, Icon }) => (
                  <DropdownMenu.Item
                    key={page}
                    className={itemClass}
                    onSelect={() => openDialog('memberCentre', { page })}
                  >
                    <Icon size={18} aria-hidden="true" className="text-ink-soft" />
                    {t(`account.${label}`)}
                  </DropdownMenu.Item>
                ))}
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
              </>
            ) : null}
            {agent ? (
              <>
                <DropdownMenu.Item className={itemClass} onSelect={() => openDialog('agentCentre')}>
                  <Network size={18} aria-hidden="true" className="text-ink-soft" />
                  {t('account.agentCentre')}
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
              </>
            ) : null}
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                setAsked(true);
                setConfirming(true);
              }}
            >
              <LogOut size={18} aria-hidden="true" className="text-ink-soft" />
              {t('account.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {asked ? (
        <Suspense fallback={null}>
          <SignOutDialog open={confirming} onOpenChange={setConfirming} />
        </Suspense>
      ) : null}
    </>
  );
}
