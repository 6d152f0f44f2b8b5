import { protectionPeriods, type TAdminSupportChatConversation, type TProtection } from '@gemilang/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { useMemberSummary } from './api';

const statusTones = { active: 'ok', frozen: 'bad', locked: 'warn' } as const;

function CashierList({
  title,
  rows,
  currency,
}: {
  title: string;
  rows: { id: string; amount: string; status: string; createdAt: string }[];
  currency: string;
}) {
  const { t } = useTranslation('supportConsole');
  const { timeZone } = useMerchant();
  return (
    <section aria-label={title} className="space-y-1">
      <h4 className="font-medium text-[12px] text-ink-soft">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-[12px] text-ink-faint">{t('summary.none')}</p>
      ) : (
        <ul className="space-y-0.5">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-2 text-[12px]">
              <span className="tabular-nums text-ink-soft">{formatDateTime(row.createdAt, timeZone).slice(0, 16)}</span>
              <span className="tabular-nums">{money(currency, row.amount)}</span>
              <span className="text-ink-soft">{t(`cashierStatus.${row.status}`, { defaultValue: row.status })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The member's own protection (docs/product.md, Player protection; ADR 073): a break or self-exclusion and until
 * when, then each deposit limit with what is left and a raise waiting. Staff read it; nobody lifts it early.
 */
function ProtectionState({ protection, currency }: { protection: TProtection; currency: string }) {
  const { t } = useTranslation('supportConsole');
  const { timeZone } = useMerchant();
  const { exclusion } = protection;
  const limited = protectionPeriods.filter((p) => protection.limits[p].limit !== null || protection.limits[p].pending);
  return (
    <section aria-label={t('summary.protection.title')} className="space-y-1">
      <h4 className="font-medium text-[12px] text-ink-soft">{t('summary.protection.title')}</h4>
      {exclusion ? (
        <p className="text-[12px]">
          <Badge tone="bad">{t(`summary.protection.${exclusion.kind}`)}</Badge>{' '}
          {exclusion.until === null
            ? t('summary.protection.permanent')
            : t('summary.protection.until', { date: formatDateTime(exclusion.until, timeZone).slice(0, 16) })}
        </p>
      ) : null}
      {limited.length === 0 ? (
        <p className="text-[12px] text-ink-faint">{t('summary.protection.noLimits')}</p>
      ) : (
        <ul className="space-y-0.5">
          {limited.map((p) => {
            const limit = protection.limits[p];
            return (
              <li key={p} className="text-[12px]">
                <span className="text-ink-soft">{t(`summary.protection.periods.${p}`)}</span>{' '}
                <span className="tabular-nums">
                  {limit.limit === null ? t('summary.protection.none') : money(currency, limit.limit)}
                </span>
                {limit.left !== null ? (
                  <span className="text-ink-soft">
                    {' '}
                    {t('summary.protection.left', { amount: money(currency, limit.left) })}
                  </span>
                ) : null}
                {limit.pending ? (
                  <span className="block text-ink-faint">
                    {t('summary.protection.pending', {
                      amount:
                        limit.pending.limit === null
                          ? t('summary.protection.none')
                          : money(currency, limit.pending.limit),
                      date: formatDateTime(limit.pending.from, timeZone).slice(0, 16),
                    })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Who the player is beside the chat: for a member, their state, VIP level, balance, last deposits and withdrawals
 * and requests still with the cashier, their protection state (a link to the member's record for the rest); for a visitor, only that.
 */
export function MemberSummary({ conversation }: { conversation: TAdminSupportChatConversation }) {
  const { t } = useTranslation('supportConsole');
  const summary = useMemberSummary(conversation.memberId === null ? null : conversation.id);
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right">{value}</dd>
    </>
  );
  return (
    <aside aria-label={t('summary.label')} className="space-y-3 text-[13px]">
      <h3 className="font-semibold text-ink">{t('summary.title')}</h3>
      {conversation.memberId === null ? (
        <p className="text-ink-soft">{t('summary.visitor', { label: conversation.visitorLabel ?? '' })}</p>
      ) : summary.isPending ? (
        <Skeleton rows={5} label={t('summary.loading')} />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data === null ? (
        <p className="text-ink-soft">{t('summary.unknown')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {row(
              t('summary.member'),
              <Link
                to={`/members?q=${encodeURIComponent(summary.data.username)}&member=${encodeURIComponent(summary.data.memberId)}`}
                className="font-medium text-accent hover:underline"
              >
                {summary.data.username}
              </Link>,
            )}
            {row(
              t('summary.status'),
              <Badge tone={statusTones[summary.data.status as keyof typeof statusTones] ?? 'neutral'}>
                {t(`memberStatus.${summary.data.status}`, { defaultValue: summary.data.status })}
              </Badge>,
            )}
            {row(t('summary.vip'), t('summary.vipLevel', { level: summary.data.vipLevel }))}
            {row(
              t('summary.balance'),
              <span className="font-semibold tabular-nums">{money(summary.data.currency, summary.data.balance)}</span>,
            )}
            {row(
              t('summary.openRequests'),
              summary.data.openRequests > 0 ? (
                <Badge tone="warn">{summary.data.openRequests}</Badge>
              ) : (
                <span className="tabular-nums">0</span>
              ),
            )}
          </dl>
          <ProtectionState protection={summary.data.protection} currency={summary.data.currency} />
          <CashierList title={t('summary.deposits')} rows={summary.data.deposits} currency={summary.data.currency} />
          <CashierList
            title={t('summary.withdrawals')}
            rows={summary.data.withdrawals}
            currency={summary.data.currency}
          />
        </>
      )}
    </aside>
  );
}
