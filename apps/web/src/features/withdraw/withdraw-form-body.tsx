import type { TMyWithdrawal, TWithdrawLimits } from '@gemilang/contract';
import { Banknote, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { newIdempotencyKey, useRequestWithdrawal } from './api';
import { BankAccountChoice } from './bank-account-choice';
import { AmountField, amountProblem, FormAlert, money, PaymentPasswordField } from './money-input';
import { SetUpFirst } from './set-up-first';
import { Summary } from './withdraw-summary';

type Field = 'amount' | 'paymentPassword' | 'bankAccount' | 'form';

/** Which input a refusal from the server is about. */
function fieldOf(code: string): Field {
  if (code.startsWith('amount_') || code === 'insufficient_balance' || code === 'withdrawal_daily_limit') {
    return 'amount';
  }
  if (code.startsWith('payment_password_')) return 'paymentPassword';
  if (code === 'not_found') return 'bankAccount';
  return 'form';
}

/** The bank account, the amount and the payment password, or what to set up first. */
export function WithdrawFormBody({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  const request = useRequestWithdrawal();
  const [bankAccountId, setBankAccountId] = useState(limits.bankAccounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<TMyWithdrawal | null>(null);
  // One key per submission the member means: a double tap or a retry holds once; a new amount is a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  useEffect(() => {
    if (!limits.bankAccounts.some((a) => a.id === bankAccountId)) setBankAccountId(limits.bankAccounts[0]?.id ?? '');
  }, [limits.bankAccounts, bankAccountId]);

  if (!limits.paymentPasswordSet) {
    return (
      <>
        <Summary limits={limits} />
        <SetUpFirst title={t('setup.passwordTitle')} text={t('setup.passwordText')} action={t('setup.openMyAccount')} />
      </>
    );
  }
  if (limits.bankAccounts.length === 0) {
    return (
      <>
        <Summary limits={limits} />
        <SetUpFirst title={t('setup.bankTitle')} text={t('setup.bankText')} action={t('setup.addBank')} />
      </>
    );
  }

  const change = (field: Field, apply: () => void) => {
    apply();
    setProblems((p) => ({ ...p, [field]: undefined, form: undefined }));
    if (field !== 'paymentPassword') setIdempotencyKey(newIdempotencyKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    const amountIssue = amountProblem(amount, limits, t);
    if (amountIssue) found.amount = amountIssue;
    if (paymentPassword === '') found.paymentPassword = t('errors.passwordRequired');
    if (!bankAccountId) found.bankAccount = t('errors.bankRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      { bankAccountId, amount: amount.trim(), paymentPassword, idempotencyKey },
      {
        onSuccess: (result) => {
          setDone(result.withdrawal);
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

  const m = (value: string) => money(limits.currency, value, limits.exponent);

  return (
    <>
      <Summary limits={limits} />
      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm"
        >
          <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <p className="text-ink">{t('form.requested', { amount: m(done.amount), id: done.id })}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('form.label')} className="flex flex-col gap-4">
        <BankAccountChoice
          accounts={limits.bankAccounts}
          value={bankAccountId}
          onChange={(id) => change('bankAccount', () => setBankAccountId(id))}
          error={problems.bankAccount}
        />
        <AmountField
          t={t}
          value={amount}
          onChange={(v) => change('amount', () => setAmount(v))}
          onAll={() => change('amount', () => setAmount(limits.maxNow))}
          error={problems.amount}
          hint={t('form.amountHint', { min: m(limits.minAmount), max: m(limits.maxNow) })}
        />
        <PaymentPasswordField
          label={t('form.paymentPassword')}
          value={paymentPassword}
          onChange={(value) => change('paymentPassword', () => setPaymentPassword(value))}
          error={problems.paymentPassword}
        />
        <FormAlert message={problems.form} />
        <Button type="submit" size="lg" loading={request.isPending} className="w-full sm:w-auto sm:self-start">
          <Banknote size={18} aria-hidden="true" />
          {t('form.submit')}
        </Button>
        <p className="text-ink-soft text-xs">{t('form.note', { minutes: limits.autoConfirmMinutes })}</p>
      </form>
    </>
  );
}
