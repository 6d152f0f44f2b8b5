import type { TDownlineTransferInfo, TDownlineTransferResult, TTeamMemberDetail } from '@gemilang/contract';
import { ArrowLeft, ArrowRightLeft, CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { formatAmount, formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../shared/ui/load-failed';
import { newIdempotencyKey } from '../withdraw/api';
import { AmountField, amountProblem, FormAlert, money, PaymentPasswordField } from '../withdraw/money-input';
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

type Field = 'amount' | 'paymentPassword' | 'form';

function fieldOf(code: string): Field {
  if (code.startsWith('amount_') || code === 'insufficient_balance') return 'amount';
  if (code.startsWith('payment_password_')) return 'paymentPassword';
  return 'form';
}

/** The transfer to this account: the same form, checks and idempotency as the transfer to the upline. */
function TransferForm({ info, account }: { info: TDownlineTransferInfo; account: string }) {
  const { t } = useTranslation('agent');
  const { t: tw } = useTranslation('withdraw');
  const transfer = useDownlineTransfer();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<TDownlineTransferResult | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const m = (value: string) => money(info.currency, value, info.exponent);

  if (!info.paymentPasswordSet) {
    return (
      <p role="note" className="rounded-xl border border-line bg-surface p-4 text-ink-soft text-sm">
        {t('detail.noPaymentPassword')}
      </p>
    );
  }

  const change = (field: Field, apply: () => void) => {
    apply();
    setProblems((p) => ({ ...p, [field]: undefined, form: undefined }));
    if (field === 'amount') setIdempotencyKey(newIdempotencyKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const amountIssue = amountProblem(amount, info, tw);
    if (amountIssue) found.amount = amountIssue;
    if (paymentPassword === '') found.paymentPassword = tw('errors.passwordRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Money sent to another account does not come back: say what will happen and wait for a yes.
    setConfirming(true);
  };

  const send = () => {
    transfer.mutate(
      { account, amount: amount.trim(), paymentPassword, idempotencyKey },
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
    <section aria-label={t('detail.transferTitle', { account })} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-ink">{t('detail.transferTitle', { account })}</h3>
        <span className="text-right text-sm">
          <span className="text-ink-soft">{t('detail.available')}: </span>
          <span className="font-semibold text-gold tabular-nums">{m(info.available)}</span>
        </span>
      </div>
      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm"
        >
          <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <p className="text-ink">
            {t('detail.done', { amount: m(done.amount), account: done.account, balance: m(done.balance) })}
          </p>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('detail.transferForm')} className="flex flex-col gap-4">
        <AmountField
          t={tw}
          value={amount}
          onChange={(v) => change('amount', () => setAmount(v))}
          onAll={() => change('amount', () => setAmount(info.maxNow))}
          error={problems.amount}
          hint={tw('form.amountHint', { min: m(info.minAmount), max: m(info.maxNow) })}
        />
        <PaymentPasswordField
          label={tw('form.paymentPassword')}
          value={paymentPassword}
          onChange={(value) => change('paymentPassword', () => setPaymentPassword(value))}
          error={problems.paymentPassword}
        />
        <FormAlert message={problems.form} />
        <Button type="submit" size="lg" loading={transfer.isPending} className="w-full sm:w-auto sm:self-start">
          <ArrowRightLeft size={18} aria-hidden="true" />
          {t('detail.submit')}
        </Button>
        <p className="text-ink-soft text-xs">
          {t('detail.limits', { min: m(info.minAmount), max: m(info.maxAmount) })}
        </p>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.confirmTitle', { account })}
        confirmLabel={t('detail.confirm', { amount: m(amount.trim()) })}
        cancelLabel={t('detail.cancel')}
        busy={transfer.isPending}
        onConfirm={send}
      >
        <p>{t('detail.confirmText', { amount: m(amount.trim()), account })}</p>
      </ConfirmDialog>
    </section>
  );
}
