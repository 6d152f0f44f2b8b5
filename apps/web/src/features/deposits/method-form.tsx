import { maxUploadBytes, parseAmount, type TDeposit, type TDepositMethod } from '@gemilang/contract';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/text-field';
import { navigation, useBankTransferDeposit, useOnlineDeposit } from './api';
import { DepositBonusChoice, useDepositBonusToSend } from './bonus-choice';
import { moneyFormatter, quickAmounts } from './deposit-money';
import { ReceiptField } from './receipt-field';
import { ReceivingAccount } from './receiving-account';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type Problem = { field: 'amount' | 'reference' | 'receipt' | 'form'; message: string };

/** One method's form: the amount within its limits with quick picks, then the bank transfer's details or the hand-over to the gateway. */
export function MethodForm({
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
  const [bonusChoice, setBonusChoice] = useState<string | undefined>(undefined);
  const bonusOfferId = useDepositBonusToSend(bonusChoice, amount, exponent);
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
          bonusOfferId,
        });
        setIdempotencyKey(newIdempotencyKey());
        onSubmitted(deposit);
      } else {
        const started = await online.mutateAsync({
          methodId: method.id,
          amount: amount.trim(),
          idempotencyKey,
          bonusOfferId,
        });
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

      <DepositBonusChoice amount={amount} exponent={exponent} value={bonusChoice} onChange={setBonusChoice} />

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
