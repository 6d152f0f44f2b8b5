import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { newIdempotencyKey } from '../api/idempotency-key';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AmountField, type AmountRules, amountProblem, FormAlert, money, PaymentPasswordField } from './money-input';

/** What every money form sends, whatever else its call carries. */
export interface MoneyEntry {
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
}

/** The limits an amount is checked against, and the most that can be sent now (what "All" fills in). */
export interface MoneyLimits extends AmountRules {
  maxNow: string;
}

/** A field of the page's own, above the amount (the withdrawal's bank account). */
export interface ExtraMoneyField {
  render: (slot: { error: string | undefined; changed: () => void }) => ReactNode;
  /** Its check before sending: what is wrong, in words, or null. */
  problem: () => string | null;
  /** The server's refusal codes that are about it. */
  refusals: readonly string[];
}

/** What the page's call is told to do when its answer comes (react-query's `mutate` takes them as they are). */
export interface SendHandlers<Result> {
  onSuccess: (result: Result) => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

type Field = 'amount' | 'paymentPassword' | 'extra' | 'form';

/**
 * The form of every call that moves the member's money out (a withdrawal, a transfer to the upline or to a
 * downline account): the amount with its "All" button, the payment password, the refusals and the submit
 * button, with one idempotency key per submission the member means (a double tap or a retry holds once; a
 * new amount is a new one). The amount is checked here as the server checks it, then, where `confirm` is
 * given, the member says yes to what will happen before it is sent. A refusal from the server goes under the
 * field it is about; the payment password is emptied after every answer.
 */
export function MoneyForm<Result>({
  label,
  limits,
  amountRefusals = [],
  extra,
  pending,
  send,
  done,
  submit,
  note,
  confirm,
}: {
  /** The form's accessible name. */
  label: string;
  limits: MoneyLimits;
  /** Refusal codes about the amount beyond `amount_…` and `insufficient_balance`. */
  amountRefusals?: readonly string[];
  extra?: ExtraMoneyField;
  pending: boolean;
  send: (entry: MoneyEntry, handlers: SendHandlers<Result>) => void;
  /** The words of the success message. */
  done: (result: Result) => ReactNode;
  submit: { label: string; icon: ReactNode };
  /** The line under the button (the limits, when the money arrives). */
  note: ReactNode;
  /** For money that does not come back: the question asked before sending, given the amount as shown. */
  confirm?: (amount: string) => { title: string; confirmLabel: string; cancelLabel: string; text: ReactNode };
}) {
  const { t } = useTranslation('withdraw');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const m = (value: string) => money(limits.currency, value, limits.exponent);

  const fieldOf = (code: string): Field => {
    if (code.startsWith('amount_') || code === 'insufficient_balance' || amountRefusals.includes(code)) {
      return 'amount';
    }
    if (code.startsWith('payment_password_')) return 'paymentPassword';
    if (extra?.refusals.includes(code)) return 'extra';
    return 'form';
  };

  const change = (field: Field, apply: () => void) => {
    apply();
    setProblems((p) => ({ ...p, [field]: undefined, form: undefined }));
    if (field !== 'paymentPassword') setIdempotencyKey(newIdempotencyKey());
  };

  const go = () => {
    send(
      { amount: amount.trim(), paymentPassword, idempotencyKey },
      {
        onSettled: () => setConfirming(false),
        onSuccess: (answer) => {
          setResult(answer);
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<Field, string>> = {};
    const amountIssue = amountProblem(amount, limits, t);
    if (amountIssue) found.amount = amountIssue;
    if (paymentPassword === '') found.paymentPassword = t('errors.passwordRequired');
    const extraIssue = extra?.problem();
    if (extraIssue) found.extra = extraIssue;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Money sent to another account does not come back: say what will happen and wait for a yes.
    if (confirm) setConfirming(true);
    else go();
  };

  const question = confirm?.(m(amount.trim()));

  return (
    <>
      {result !== null ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm"
        >
          <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <p className="text-ink">{done(result)}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
        {extra?.render({ error: problems.extra, changed: () => change('extra', () => {}) })}
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
        <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:self-start">
          {submit.icon}
          {submit.label}
        </Button>
        <p className="text-ink-soft text-xs">{note}</p>
      </form>
      {question ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={question.title}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          busy={pending}
          onConfirm={go}
        >
          <p>{question.text}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
