import {
  maxUploadBytes,
  type TMemberBankAccount,
  type TMyWithdrawal,
  type TWithdrawalState,
  type TWithdrawLimits,
} from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, CheckCircle2, ImagePlus, Landmark, ShieldAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { formatDateTime } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import {
  MY_WITHDRAWALS_PAGE_SIZE,
  newIdempotencyKey,
  useConfirmWithdrawal,
  useMyWithdrawals,
  useRequestWithdrawal,
  useWithdrawLimits,
  withdrawKeys,
} from './api';
import { AmountField, amountProblem, FormAlert, money, PaymentPasswordField } from './money-input';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Keeps this page's figures live: a payment or rejection by the cashier shows without a reload. */
export function useLiveWithdrawals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance' || event.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
        }
      }),
    [queryClient],
  );
}

/**
 * The withdrawal page of the member centre (withdraw): the balance that can be withdrawn, the bank
 * account to receive it (or a way to add one), the amount within the brand's limits with "all", the
 * payment password; below, the member's withdrawals with what is paid and what remains, and the answers
 * the member owes about paid money: received, all received, or not received with a proof image.
 */
export function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  useLiveWithdrawals();
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
      <WithdrawForm />
      <MyWithdrawals />
    </div>
  );
}

function openSecurityCentre() {
  openDialog('memberCentre', { page: 'securityCenter' });
}

/** A note that sends the member to My account to set something up first. */
export function SetUpFirst({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4">
      <div className="flex items-center gap-2">
        <ShieldAlert size={20} aria-hidden="true" className="text-warning" />
        <h3 className="font-semibold text-ink">{title}</h3>
      </div>
      <p className="text-ink-soft text-sm">{text}</p>
      <Button variant="outline" size="sm" onClick={openSecurityCentre}>
        {action}
      </Button>
    </div>
  );
}

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

function WithdrawForm() {
  const { t } = useTranslation('withdraw');
  const limits = useWithdrawLimits();

  if (limits.isError) return <LoadFailed message={limits.error.message} onRetry={() => void limits.refetch()} />;
  if (!limits.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  return <WithdrawFormBody limits={limits.data} />;
}

function Summary({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  const m = (amount: string) => money(limits.currency, amount, limits.exponent);
  return (
    <section
      aria-label={t('summary.label')}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <span className="text-ink-soft text-sm">{t('summary.available')}</span>
        <span className="tabular font-semibold text-2xl text-gold" data-testid="withdraw-available">
          {m(limits.available)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:text-right">
        <dt className="text-ink-soft">{t('summary.limits')}</dt>
        <dd className="tabular text-ink">
          {m(limits.minAmount)} – {m(limits.maxAmount)}
        </dd>
        <dt className="text-ink-soft">{t('summary.today')}</dt>
        <dd className="tabular text-ink">
          {t('summary.todayValue', { used: limits.usedToday, count: limits.dailyCount })}
        </dd>
      </dl>
    </section>
  );
}

function BankAccountChoice({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: TMemberBankAccount[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('withdraw');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium text-ink-soft text-sm">{t('form.bankAccount')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => {
          const checked = account.id === value;
          return (
            <label
              key={account.id}
              className={[
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border bg-surface px-3 py-2 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                checked ? 'border-gold bg-gold/10' : 'border-line hover:border-gold/50',
              ].join(' ')}
            >
              <input
                type="radio"
                name="bankAccount"
                value={account.id}
                checked={checked}
                onChange={() => onChange(account.id)}
                className="sr-only"
              />
              <Landmark size={20} aria-hidden="true" className={checked ? 'text-gold' : 'text-ink-soft'} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-ink text-sm">
                  {account.bankName} <span className="tabular">{account.accountNumber}</span>
                </span>
                <span className="truncate text-ink-soft text-xs">{account.accountName}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function WithdrawFormBody({ limits }: { limits: TWithdrawLimits }) {
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

// ---------------------------------------------------------------------------------------------- my withdrawals

const stateTone: Record<TWithdrawalState, string> = {
  requested: 'bg-warning/15 text-warning',
  partially_paid: 'bg-gold/15 text-gold',
  paid: 'bg-gold/15 text-gold',
  confirmed: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

function StateBadge({ withdrawal }: { withdrawal: TMyWithdrawal }) {
  const { t } = useTranslation('withdraw');
  if (withdrawal.disputed) {
    return (
      <span className="inline-flex shrink-0 items-center rounded-full bg-crimson/15 px-2.5 py-0.5 font-medium text-crimson-ink text-xs">
        {t('states.disputed')}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ${stateTone[withdrawal.state]}`}
    >
      {t(`states.${withdrawal.state}`)}
    </span>
  );
}

function MyWithdrawals() {
  const { t } = useTranslation('withdraw');
  const [page, setPage] = useState(1);
  const query = useMyWithdrawals(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / MY_WITHDRAWALS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="my-withdrawals" className="flex flex-col gap-3">
      <h3 id="my-withdrawals" className="font-semibold text-ink">
        {t('mine.title')}
      </h3>
      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-surface/60 px-6 py-8 text-center">
          <p className="font-medium text-ink">{t('mine.emptyTitle')}</p>
          <p className="mt-1 text-ink-soft text-sm">{t('mine.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((w) => (
              <li key={w.id}>
                <WithdrawalCard withdrawal={w} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('mine.pages')} className="flex items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('mine.previous')}
              </Button>
              <span className="tabular text-ink-soft text-sm">{t('mine.pageOf', { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('mine.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function WithdrawalCard({ withdrawal: w }: { withdrawal: TMyWithdrawal }) {
  const { t } = useTranslation('withdraw');
  const timeZone = useMerchant()?.timeZone ?? 'UTC';
  const exponent = (w.amount.split('.')[1] ?? '').length;
  const m = (value: string) => money(w.currency, value, exponent);
  const figures: [string, string][] = [
    [t('mine.amount'), m(w.amount)],
    [t('mine.paid'), m(w.paidAmount)],
    [t('mine.remaining'), m(w.remainingAmount)],
    [t('mine.received'), m(w.receivedAmount)],
  ];
  if (!/^0(\.0*)?$/.test(w.releasedAmount)) figures.push([t('mine.released'), m(w.releasedAmount)]);

  return (
    <article
      aria-label={t('mine.cardLabel', { id: w.id })}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="tabular font-semibold text-ink">{m(w.amount)}</span>
          <span className="tabular text-ink-soft text-xs">
            #{w.id} · {formatDateTime(w.createdAt, timeZone)}
          </span>
        </div>
        <StateBadge withdrawal={w} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-ink-soft text-xs">{label}</dt>
            <dd className="tabular text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="truncate text-ink-soft text-xs">
        {t('mine.to', { bank: w.bankName, number: w.accountNumber, name: w.accountName })}
      </p>
      {w.payments.length > 0 ? (
        <ul aria-label={t('mine.payments')} className="flex flex-col gap-0.5 text-ink-soft text-xs">
          {w.payments.map((p) => (
            <li key={`${p.paidAt}-${p.amount}`} className="tabular">
              {t('mine.paymentLine', { amount: m(p.amount), at: formatDateTime(p.paidAt, timeZone) })}
            </li>
          ))}
        </ul>
      ) : null}
      {w.rejectNote ? <p className="text-ink text-sm">{t('mine.rejectNote', { note: w.rejectNote })}</p> : null}
      {w.disputed ? <p className="text-ink text-sm">{t('mine.disputed')}</p> : null}
      {!w.disputed && w.resolution ? (
        <p className="text-ink text-sm">
          {t(`mine.resolution.${w.resolution}`)} {w.resolutionReply ? `“${w.resolutionReply}”` : ''}
        </p>
      ) : null}
      {w.confirmation === 'auto' ? <p className="text-ink-soft text-xs">{t('mine.autoConfirmed')}</p> : null}
      {w.actions.length > 0 ? <Confirm withdrawal={w} timeZone={timeZone} money={m} /> : null}
    </article>
  );
}

function Confirm({
  withdrawal: w,
  timeZone,
  money: m,
}: {
  withdrawal: TMyWithdrawal;
  timeZone: string;
  money: (value: string) => string;
}) {
  const { t } = useTranslation('withdraw');
  const confirm = useConfirmWithdrawal();
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();

  const run = (input: Parameters<typeof confirm.mutate>[0]) => {
    setProblem(null);
    confirm.mutate(input, {
      onSuccess: () => {
        setReporting(false);
        setProof(null);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const report = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) {
      setProblem(t('errors.proofRequired'));
      return;
    }
    if (!IMAGE_TYPES.includes(proof.type)) {
      setProblem(t('errors.proofType'));
      return;
    }
    if (proof.size > maxUploadBytes) {
      setProblem(t('errors.proofSize'));
      return;
    }
    run({ id: w.id, action: 'not_received', proof });
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/5 p-3">
      <p className="text-ink text-sm">
        {t('confirm.question', { amount: m(w.awaitingAmount) })}
        {w.confirmDueAt ? (
          <span className="block text-ink-soft text-xs">
            {t('confirm.due', { at: formatDateTime(w.confirmDueAt, timeZone) })}
          </span>
        ) : null}
      </p>
      {reporting ? (
        <form noValidate onSubmit={report} className="flex flex-col gap-2" aria-label={t('confirm.reportLabel')}>
          <span className="font-medium text-ink-soft text-sm">{t('confirm.proof')}</span>
          <label
            htmlFor={fileId}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-line bg-night/60 px-3 text-ink-soft text-sm hover:border-gold/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
          >
            <ImagePlus size={18} aria-hidden="true" />
            <span className="truncate">{proof ? proof.name : t('confirm.chooseImage')}</span>
            <input
              id={fileId}
              type="file"
              aria-label={t('confirm.proof')}
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => {
                setProof(e.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </label>
          <p className="text-ink-soft text-xs">{t('confirm.proofHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" loading={confirm.isPending}>
              {t('confirm.sendReport')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setReporting(false)}>
              {t('confirm.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {w.actions.includes('received') ? (
            <Button size="sm" loading={confirm.isPending} onClick={() => run({ id: w.id, action: 'received' })}>
              {t('confirm.received')}
            </Button>
          ) : null}
          {w.actions.includes('all_received') ? (
            <Button size="sm" loading={confirm.isPending} onClick={() => run({ id: w.id, action: 'all_received' })}>
              {t('confirm.allReceived')}
            </Button>
          ) : null}
          {w.actions.includes('not_received') ? (
            <Button variant="secondary" size="sm" disabled={confirm.isPending} onClick={() => setReporting(true)}>
              {t('confirm.notReceived')}
            </Button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-danger text-xs">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
