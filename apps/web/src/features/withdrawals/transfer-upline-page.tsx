import type { TTransferUplineInfo, TTransferUplineResult } from '@gemilang/contract';
import { ArrowRightLeft, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyForm } from '../../shared/forms/money-form';
import { money } from '../../shared/forms/money-input';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useTransferUpline, useUplineInfo } from './api';
import { useLiveWithdrawals } from './live-withdrawals';
import { SetUpFirst } from './set-up-first';

/**
 * Transfer to upline (transferUpline): the member sends money from their wallet to their
 * upline's, with the payment password. A member without an upline is told so and shown no form.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('withdraw');
  const info = useUplineInfo();
  useLiveWithdrawals();

  let body: ReactNode;
  if (info.isError) body = <LoadFailed message={info.error.message} onRetry={() => void info.refetch()} />;
  else if (!info.data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  } else if (info.data.upline === null) {
    body = (
      <EmptyState
        heading="h3"
        compact
        icon={<Users size={24} aria-hidden="true" />}
        title={t('upline.noneTitle')}
        text={t('upline.noneText')}
      />
    );
  } else if (!info.data.paymentPasswordSet) {
    body = (
      <SetUpFirst title={t('setup.passwordTitle')} text={t('setup.passwordText')} action={t('setup.openMyAccount')} />
    );
  } else {
    body = <TransferForm info={info.data} upline={info.data.upline} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-semibold text-ink text-lg">{t('upline.title')}</h2>
      {body}
    </div>
  );
}

function TransferForm({ info, upline }: { info: TTransferUplineInfo; upline: string }) {
  const { t } = useTranslation('withdraw');
  const transfer = useTransferUpline();
  const m = (value: string) => money(info.currency, value, info.exponent);

  return (
    <>
      <section
        aria-label={t('upline.summary')}
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-full bg-raised text-gold">
            <UserRound size={20} aria-hidden="true" />
          </span>
          <div className="flex flex-col">
            <span className="text-ink-soft text-sm">{t('upline.to')}</span>
            <span className="font-semibold text-ink" data-testid="upline-name">
              {upline}
            </span>
          </div>
        </div>
        <div className="flex flex-col sm:items-end">
          <span className="text-ink-soft text-sm">{t('summary.available')}</span>
          <span className="tabular font-semibold text-2xl text-gold">{m(info.available)}</span>
        </div>
      </section>
      <MoneyForm<TTransferUplineResult>
        label={t('upline.formLabel')}
        limits={info}
        pending={transfer.isPending}
        send={(entry, handlers) => transfer.mutate(entry, handlers)}
        done={(done) => t('upline.done', { amount: m(done.amount), upline: done.upline, balance: m(done.balance) })}
        submit={{ label: t('upline.submit'), icon: <ArrowRightLeft size={18} aria-hidden="true" /> }}
        note={t('upline.limits', { min: m(info.minAmount), max: m(info.maxAmount) })}
        confirm={(amount) => ({
          title: t('upline.confirmTitle', { upline }),
          confirmLabel: t('upline.confirm', { amount }),
          cancelLabel: t('upline.cancel'),
          text: t('upline.confirmText', { amount, upline }),
        })}
      />
    </>
  );
}
