import {
  maxUploadBytes,
  parseAmount,
  type TDeposit,
  type TDepositMethod,
  type TDepositState,
} from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Copy, CreditCard, ImagePlus, Landmark, RotateCw, Wallet, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { useDialog } from '../../shared/dialogs';
import { formatAmount, formatDateTime } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import {
  depositKeys,
  navigation,
  newIdempotencyKey,
  stillOpen,
  useBankTransferDeposit,
  useDeposit,
  useDepositMethods,
  useOnlineDeposit,
  useRecentDeposits,
} from './api';

const QUICK_AMOUNTS = [50, 100, 200, 500, 1_000, 5_000];
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type Money = (amount: string) => string;

function moneyFormatter(currency: string, exponent: number): Money {
  return (amount) => `${currency} ${formatAmount(amount, exponent)}`;
}

/** An amount as the server sent it (already with the currency's decimals), grouped for reading. */
function shown(currency: string, amount: string): string {
  return `${currency} ${formatAmount(amount, (amount.split('.')[1] ?? '').length)}`;
}

/**
 * The deposit page of the member centre (depositv2): the brand's methods as cards, the amount within
 * the method's limits with quick picks, then either the receiving bank account (copy buttons, the
 * transfer's reference and a receipt image) or a hand-over to the payment gateway; the member's recent
 * deposits with their states below. Back from the gateway (`?deposit=<id>`), the deposit's outcome
 * shows first. Everything updates live when the cashier or the gateway settles a deposit.
 */
export function DepositPage() {
  const { t } = useTranslation('deposit');
  const { props } = useDialog();
  const queryClient = useQueryClient();
  const [returned, setReturned] = useState<string | null>(props.deposit ?? null);

  useEffect(() => {
    if (props.deposit) setReturned(props.deposit);
  }, [props.deposit]);

  // A deposit credited or rejected while the page is open changes its state here without a reload.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance' || event.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: depositKeys.all });
        }
      }),
    [queryClient],
  );

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
      {returned ? <ReturnedDeposit id={returned} onClose={() => setReturned(null)} /> : null}
      <DepositForm />
      <RecentDeposits />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------- states

const stateTone: Record<TDepositState, string> = {
  pending: 'bg-warning/15 text-warning',
  created: 'bg-warning/15 text-warning',
  pending_payment: 'bg-warning/15 text-warning',
  credited: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
  expired: 'bg-raised text-ink-soft',
};

function StateBadge({ state }: { state: TDepositState }) {
  const { t } = useTranslation('deposit');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ${stateTone[state]}`}
    >
      {t(`states.${state}`)}
    </span>
  );
}

function StateIcon({ state }: { state: TDepositState }) {
  if (state === 'credited') return <CheckCircle2 size={28} aria-hidden="true" className="text-success" />;
  if (state === 'rejected' || state === 'failed' || state === 'expired') {
    return <XCircle size={28} aria-hidden="true" className="text-danger" />;
  }
  return <Clock size={28} aria-hidden="true" className="text-warning" />;
}

/** The deposit the gateway sent the member back for (or the one just submitted), with its outcome. */
function ReturnedDeposit({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('deposit');
  const query = useDeposit(id);
  const deposit = query.data;
  return (
    <section
      aria-label={t('status.title', { id })}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      {query.isError ? (
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-ink">{query.error.message}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('status.close')}
            </Button>
          </div>
        </div>
      ) : !deposit ? (
        <div role="status" aria-busy="true" aria-label={t('status.checking')} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-64" />
        </div>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <StateIcon state={deposit.state} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-semibold text-ink">{t('status.title', { id })}</h3>
              <p role="status" className="text-ink-soft text-sm">
                {t(`outcome.${deposit.state}`, { amount: shown(deposit.currency, deposit.amount) })}
              </p>
              {deposit.reason ? (
                <p className="text-ink-soft text-sm">{t('recent.reason', { reason: deposit.reason })}</p>
              ) : null}
            </div>
            <StateBadge state={deposit.state} />
          </div>
          <div className="flex flex-wrap gap-2">
            {deposit.paymentUrl ? (
              <Button variant="outline" size="sm" onClick={() => navigation.assign(deposit.paymentUrl ?? '')}>
                {t('recent.continuePayment')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={onClose}>
              {stillOpen(deposit) ? t('status.close') : t('status.another')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------- the form

type Problem = { field: 'amount' | 'reference' | 'receipt' | 'form'; message: string };

function quickAmounts(method: TDepositMethod, exponent: number): string[] {
  const min = parseAmount(method.min, exponent);
  const max = parseAmount(method.max, exponent);
  if (!min.ok || !max.ok) return [];
  const scale = 10n ** BigInt(exponent);
  return QUICK_AMOUNTS.filter((n) => BigInt(n) * scale >= min.minor && BigInt(n) * scale <= max.minor).map(String);
}

function DepositForm() {
  const { t } = useTranslation('deposit');
  const methods = useDepositMethods();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<TDeposit | null>(null);

  const list = methods.data?.methods ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0] ?? null;

  if (methods.isError) {
    return <LoadFailed message={methods.error.message} onRetry={() => void methods.refetch()} />;
  }
  if (!methods.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-11" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (!method) {
    return (
      <EmptyState
        heading="h3"
        compact
        icon={<Wallet size={24} aria-hidden="true" />}
        title={t('noMethods.title')}
        text={t('noMethods.text')}
      />
    );
  }

  const { currency, exponent } = methods.data;
  const money = moneyFormatter(currency, exponent);

  if (submitted) {
    return (
      <section
        aria-label={t('submitted.title')}
        className="flex flex-col items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4"
      >
        <div className="flex items-center gap-3">
          <Clock size={24} aria-hidden="true" className="text-warning" />
          <h3 className="font-semibold text-ink">{t('submitted.title')}</h3>
        </div>
        <p role="status" className="text-ink-soft text-sm">
          {t('submitted.text', { amount: money(submitted.amount), id: submitted.id })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setSubmitted(null)}>
          {t('status.another')}
        </Button>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-ink-soft text-sm">{t('method')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {list.map((m) => {
            const Icon = m.kind === 'bank_transfer' ? Landmark : CreditCard;
            const checked = m.id === method.id;
            return (
              <label
                key={m.id}
                className={[
                  'flex min-h-20 cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                  checked ? 'border-gold bg-gold/10' : 'border-line bg-surface hover:border-gold/50',
                ].join(' ')}
              >
                <input
                  type="radio"
                  name="deposit-method"
                  value={m.id}
                  checked={checked}
                  onChange={() => setMethodId(m.id)}
                  className="sr-only"
                />
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-lg ${checked ? 'bg-gold/20 text-gold' : 'bg-raised text-ink-soft'}`}
                >
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink text-sm">{m.name}</span>
                  <span className="text-ink-soft text-xs tabular-nums">
                    {t('limits', { min: money(m.min), max: money(m.max) })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <MethodForm key={method.id} method={method} currency={currency} exponent={exponent} onSubmitted={setSubmitted} />
    </div>
  );
}

function MethodForm({
  method,
  currency,
  exponent,
  onSubmitted,
}: {
  method: TDepositMethod;
  currency: string;
  exponent: number;
  onSubmitted: (deposit: TDeposit) => void;
}) {
  const { t } = useTranslation('deposit');
  const money = moneyFormatter(currency, exponent);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const amountRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const bank = useBankTransferDeposit();
  const online = useOnlineDeposit();
  const bankTransfer = method.kind === 'bank_transfer';
  const picks = useMemo(() => quickAmounts(method, exponent), [method, exponent]);
  const busy = bank.isPending || online.isPending || (online.isSuccess && !bankTransfer);

  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.message : null);

  function checkAmount(): string | null {
    const parsed = parseAmount(amount.trim(), exponent);
    if (amount.trim() === '') return t('errors.amountRequired');
    if (!parsed.ok) return t(`errors.${parsed.problem}`);
    const min = parseAmount(method.min, exponent);
    const max = parseAmount(method.max, exponent);
    if (min.ok && parsed.minor < min.minor) return t('errors.belowMin', { min: money(method.min) });
    if (max.ok && parsed.minor > max.minor) return t('errors.aboveMax', { max: money(method.max) });
    return null;
  }

  function fromServer(error: unknown) {
    if (!(error instanceof ApiError)) {
      setProblem({ field: 'form', message: t('errors.unknown') });
      return;
    }
    const field: Problem['field'] = error.code.startsWith('amount_')
      ? 'amount'
      : error.code.startsWith('upload_') || error.code === 'deposit_receipt_used'
        ? 'receipt'
        : 'form';
    setProblem({ field, message: error.message });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountProblem = checkAmount();
    if (amountProblem) {
      amountRef.current?.focus();
      return setProblem({ field: 'amount', message: amountProblem });
    }
    if (bankTransfer) {
      if (!reference.trim()) {
        referenceRef.current?.focus();
        return setProblem({ field: 'reference', message: t('errors.referenceRequired') });
      }
      if (!receipt) return setProblem({ field: 'receipt', message: t('errors.receiptRequired') });
    }
    setProblem(null);
    try {
      if (bankTransfer && receipt) {
        const deposit = await bank.mutateAsync({
          methodId: method.id,
          amount: amount.trim(),
          reference: reference.trim(),
          receipt,
          idempotencyKey,
        });
        setIdempotencyKey(newIdempotencyKey());
        onSubmitted(deposit);
      } else {
        const started = await online.mutateAsync({ methodId: method.id, amount: amount.trim(), idempotencyKey });
        navigation.assign(started.redirectUrl);
      }
    } catch (error) {
      fromServer(error);
    }
  }

  function chooseReceipt(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setReceipt(null);
      return setProblem({ field: 'receipt', message: t('errors.fileNotImage') });
    }
    if (file.size > maxUploadBytes) {
      setReceipt(null);
      return setProblem({ field: 'receipt', message: t('errors.fileTooLarge') });
    }
    setReceipt(file);
    if (problem?.field === 'receipt') setProblem(null);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <TextField
          ref={amountRef}
          label={t('amount', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          maxLength={20}
          placeholder={t('amountPlaceholder', { min: formatAmount(method.min, exponent) })}
          error={errorOf('amount')}
          onChange={(event) => {
            setAmount(event.target.value);
            if (problem?.field === 'amount') setProblem(null);
          }}
        />
        <p className="text-ink-soft text-xs tabular-nums">
          {t('amountHint', { min: money(method.min), max: money(method.max) })}
        </p>
        {picks.length > 0 ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('quickAmounts')}</legend>
            {picks.map((pick) => (
              <Button
                key={pick}
                variant={amount.trim() === pick ? 'outline' : 'secondary'}
                size="sm"
                aria-pressed={amount.trim() === pick}
                className="min-w-16 flex-1 tabular-nums sm:flex-none"
                onClick={() => {
                  setAmount(pick);
                  if (problem?.field === 'amount') setProblem(null);
                }}
              >
                {formatAmount(pick, 0)}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </div>

      {method.instructions && !bankTransfer ? <p className="text-ink-soft text-sm">{method.instructions}</p> : null}

      {bankTransfer && method.receivingAccount ? (
        <>
          <ReceivingAccount account={method.receivingAccount} instructions={method.instructions} />
          <TextField
            ref={referenceRef}
            label={t('reference')}
            name="reference"
            required
            value={reference}
            maxLength={64}
            hint={t('referenceHint')}
            error={errorOf('reference')}
            onChange={(event) => {
              setReference(event.target.value);
              if (problem?.field === 'reference') setProblem(null);
            }}
          />
          <ReceiptField file={receipt} error={errorOf('receipt')} onChoose={chooseReceipt} />
        </>
      ) : null}

      {problem?.field === 'form' ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {problem.message}
        </p>
      ) : null}

      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto sm:self-start">
        {busy && !bankTransfer ? t('redirecting') : bankTransfer ? t('submitBank') : t('submitOnline')}
      </Button>
    </form>
  );
}

function ReceivingAccount({
  account,
  instructions,
}: {
  account: NonNullable<TDepositMethod['receivingAccount']>;
  instructions: string;
}) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState<string | null>(null);
  const rows = [
    { key: 'bank', label: t('receiving.bank'), value: account.bankName },
    { key: 'accountName', label: t('receiving.accountName'), value: account.accountName },
    { key: 'accountNumber', label: t('receiving.accountNumber'), value: account.accountNumber },
  ];

  async function copy(label: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(t('receiving.copied', { field: label }));
    } catch {
      setCopied(t('receiving.copyFailed'));
    }
  }

  return (
    <section aria-label={t('receiving.title')} className="rounded-xl border border-line bg-surface p-3 sm:p-4">
      <h3 className="mb-2 font-semibold text-ink text-sm">{t('receiving.title')}</h3>
      <dl className="flex flex-col divide-y divide-line">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-3 py-2">
            <dt className="w-28 shrink-0 text-ink-soft text-xs sm:w-36 sm:text-sm">{row.label}</dt>
            <dd className="min-w-0 flex-1 break-words font-semibold text-ink text-sm tabular-nums">{row.value}</dd>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('receiving.copy', { field: row.label })}
              onClick={() => void copy(row.label, row.value)}
            >
              <Copy size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
      </dl>
      {instructions ? <p className="mt-2 text-ink-soft text-sm">{instructions}</p> : null}
      <p aria-live="polite" className="min-h-5 text-success text-xs">
        {copied}
      </p>
    </section>
  );
}

function ReceiptField({
  file,
  error,
  onChoose,
}: {
  file: File | null;
  error: string | null;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-ink-soft text-sm">
        <span id={`${id}-label`}>{t('receipt')}</span>
        <span aria-hidden="true" className="ml-0.5 text-crimson-ink">
          *
        </span>
      </span>
      <div
        className={`flex items-center gap-3 rounded-lg border border-dashed p-3 ${error ? 'border-danger' : 'border-line'}`}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('receiptPreview')}
            width={56}
            height={56}
            className="size-14 rounded-md object-cover"
          />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-md bg-raised text-ink-soft">
            <ImagePlus size={22} aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate text-ink text-sm">{file ? file.name : t('receiptHint')}</span>
          <label
            htmlFor={id}
            className="inline-flex min-h-10 w-fit cursor-pointer items-center rounded-lg border border-line bg-raised px-3 text-ink text-sm hover:border-gold/60 hover:text-gold has-[:focus-visible]:outline-2"
          >
            {file ? t('receiptChange') : t('receiptChoose')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sr-only"
            onChange={(event) => {
              onChoose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------- recent

function RecentDeposits() {
  const { t } = useTranslation('deposit');
  const merchant = useMerchant();
  const query = useRecentDeposits();
  const timeZone = merchant?.timeZone ?? 'Asia/Kuala_Lumpur';
  const items = query.data?.items;

  return (
    <section aria-labelledby="recent-deposits" className="flex flex-col gap-3">
      <h3 id="recent-deposits" className="font-semibold text-ink">
        {t('recent.title')}
      </h3>
      {query.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <p className="text-ink text-sm">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !items ? (
        <div role="status" aria-busy="true" aria-label={t('recent.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface/60 p-4 text-center text-ink-soft text-sm">
          {t('recent.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((deposit) => (
            <li key={deposit.id} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium text-ink text-sm">{deposit.methodName}</span>
                <span className="shrink-0 font-semibold text-gold tabular-nums">
                  {shown(deposit.currency, deposit.amount)}
                </span>
              </div>
              <div className="flex items-center justify-between gap-3">
                <span className="text-ink-soft text-xs tabular-nums">
                  #{deposit.id} · {formatDateTime(deposit.createdAt, timeZone)}
                </span>
                <StateBadge state={deposit.state} />
              </div>
              {deposit.reason ? (
                <p className="text-danger text-xs">{t('recent.reason', { reason: deposit.reason })}</p>
              ) : null}
              {deposit.paymentUrl ? (
                <div>
                  <Button variant="outline" size="sm" onClick={() => navigation.assign(deposit.paymentUrl ?? '')}>
                    {t('recent.continuePayment')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
