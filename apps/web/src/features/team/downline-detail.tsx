import type { TDownlineTransferInfo, TDownlineTransferResult, TTeamMemberDetail } from '@gemilang/contract';
import { ArrowLeft, ArrowRightLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../shared/format';
import { MoneyForm } from '../../shared/forms/money-form';
import { money } from '../../shared/forms/money-input';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Loading } from './agent-ui';
import { useDownlineTransfer, useDownlineTransferInfo, useTeamMember } from './api';
import { StatusBadge } from './status-badge';

/** One account of the downline: its details and the transfer to it. */
export function DownlineDetail({
  account,
  timeZone,
  onBack,
}: {
  account: string;
  timeZone: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('agent');
  const member = useTeamMember(account);
  const info = useDownlineTransferInfo();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('detail.back')}
        </Button>
      </div>
      <h2 className="font-semibold text-ink text-lg">{t('members.detailsOf', { account })}</h2>
      {member.isError ? (
        <LoadFailed message={member.error.message} onRetry={() => void member.refetch()} />
      ) : !member.data ? (
        <Loading rows={3} />
      ) : (
        <>
          <Facts detail={member.data} timeZone={timeZone} />
          {info.isError ? (
            <LoadFailed message={info.error.message} onRetry={() => void info.refetch()} />
          ) : !info.data ? (
            <Loading rows={2} />
          ) : (
            <TransferForm info={info.data} account={member.data.account} />
          )}
        </>
      )}
    </div>
  );
}

function Facts({ detail, timeZone }: { detail: TTeamMemberDetail; timeZone: string }) {
  const { t } = useTranslation('agent');
  const rows: [string, ReactNode][] = [
    [t('members.columns.kind'), t(`kinds.${detail.kind}`)],
    [t('detail.nickname'), detail.nickname || '—'],
    [t('members.columns.level'), detail.level],
    [t('detail.upline'), detail.upline],
    [t('detail.path'), detail.path.join(' › ')],
    [t('members.columns.balance', { currency: detail.currency }), formatAmount(detail.balance, detail.exponent)],
    [t('detail.directDownline'), detail.directDownline],
    [t('members.columns.teamSize'), detail.teamSize],
    [t('members.columns.registeredAt'), formatDateTime(detail.registeredAt, timeZone)],
    [
      t('members.columns.lastLoginAt'),
      detail.lastLoginAt ? formatDateTime(detail.lastLoginAt, timeZone) : t('members.never'),
    ],
    [t('members.columns.status'), <StatusBadge key="s" status={detail.status} />],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="min-w-0 break-words text-right text-ink tabular-nums sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The transfer to this account: the same form, checks and idempotency as the transfer to the upline. */
function TransferForm({ info, account }: { info: TDownlineTransferInfo; account: string }) {
  const { t } = useTranslation('agent');
  const transfer = useDownlineTransfer();
  const m = (value: string) => money(info.currency, value, info.exponent);

  if (!info.paymentPasswordSet) {
    return (
      <p role="note" className="rounded-xl border border-line bg-surface p-4 text-ink-soft text-sm">
        {t('detail.noPaymentPassword')}
      </p>
    );
  }

  return (
    <section aria-label={t('detail.transferTitle', { account })} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-ink">{t('detail.transferTitle', { account })}</h3>
        <span className="text-right text-sm">
          <span className="text-ink-soft">{t('detail.available')}: </span>
          <span className="font-semibold text-gold tabular-nums">{m(info.available)}</span>
        </span>
      </div>
      <MoneyForm<TDownlineTransferResult>
        label={t('detail.transferForm')}
        limits={info}
        pending={transfer.isPending}
        send={(entry, handlers) => transfer.mutate({ account, ...entry }, handlers)}
        done={(done) => t('detail.done', { amount: m(done.amount), account: done.account, balance: m(done.balance) })}
        submit={{ label: t('detail.submit'), icon: <ArrowRightLeft size={18} aria-hidden="true" /> }}
        note={t('detail.limits', { min: m(info.minAmount), max: m(info.maxAmount) })}
        confirm={(amount) => ({
          title: t('detail.confirmTitle', { account }),
          confirmLabel: t('detail.confirm', { amount }),
          cancelLabel: t('detail.cancel'),
          text: t('detail.confirmText', { amount, account }),
        })}
      />
    </section>
  );
}
