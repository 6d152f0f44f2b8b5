import type { TTransferUplineInfo, TTransferUplineResult } from '@gemilang/contract';
import { ArrowRightLeft, CheckCircle2, UserRound, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { newIdempotencyKey, useTransferUpline, useUplineInfo } from './api';
import { useLiveWithdrawals } from './live-withdrawals';
import { AmountField, amountProblem, FormAlert, money, PaymentPasswordField } from './money-input';
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

type Field = 'amount' | 'paymentPassword' | 'form';

function fieldOf(code: string): Field {
  if (code.startsWith('amount_') || code === 'insufficient_balance') return 'amount';
  if (code.startsWith('payment_password_')) return 'paymentPassword';
  return 'form';
}

function TransferForm({ info, upline }: { info: TTransferUplineInfo; upline: string }) {
  const { t } = useTranslation('withdraw');
  const transfer = useTransferUpline();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<TTransferUplineResult | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const m = (value: string) => money(info.currency, value, info.exponent);

  const change = (field: Field, apply: () => void) => {
    apply();
    setProblems((p) => ({ ...p, [field]: undefined, form: undefined }));
    if (field === 'amount') setIdempotencyKey(newIdempotencyKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const amountIssue = amountProblem(amount, info, t);
    if (amountIssue) found.amount = amountIssue;
    if (paymentPassword === '') found.paymentPassword = t('errors.passwordRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Money sent to another account does not come back: say what will happen and wait for a yes.
    setConfirming(true);
  };

  const send = () => {
    transfer.mutate(
      { amount: amount.trim(), paymentPassword, idempotencyKey },
      {
        onSettled: () => setConfirming(false),
        onSuccess: (result) => {
          setDone(result);
          setAmount('');
          setPaymentPassword('');
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => {
          setPaymentPassword('');
          const code = error instanceof ApiError ? error.code : 'internal_error';
          setProblems({ [fieldOf(code)]: error.message });
        },
      },
    );
  };

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
      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm"
        >
          <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <p className="text-ink">
            {t('upline.done', { amount: m(done.amount), upline: done.upline, balance: m(done.balance) })}
          </p>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('upline.formLabel')} className="flex flex-col gap-4">
        <AmountField
          t={t}
          value={amount}
          onChange={(v) => change('amount', () => setAmount(v))}
          onAll={() => change('amount', () => setAmount(info.maxNow))}
          error={problems.amount}
          hint={t('form.amountHint', { min: m(info.minAmount), max: m(info.maxNow) })}
        />
        <PaymentPasswordField
          label={t('form.paymentPassword')}
          value={paymentPassword}
          onChange={(value) => change('paymentPassword', () => setPaymentPassword(value))}
          error={problems.paymentPassword}
        />
        <FormAlert message={problems.form} />
        <Button type="submit" size="lg" loading={transfer.isPending} className="w-full sm:w-auto sm:self-start">
          <ArrowRightLeft size={18} aria-hidden="true" />
          {t('upline.submit')}
        </Button>
        <p className="text-ink-soft text-xs">
          {t('upline.limits', { min: m(info.minAmount), max: m(info.maxAmount) })}
        </p>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('upline.confirmTitle', { upline })}
        confirmLabel={t('upline.confirm', { amount: m(amount.trim()) })}
        cancelLabel={t('upline.cancel')}
        busy={transfer.isPending}
        onConfirm={send}
      >
        <p>{t('upline.confirmText', { amount: m(amount.trim()), upline })}</p>
      </ConfirmDialog>
    </>
  );
}
