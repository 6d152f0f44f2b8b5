import type { TPointConfig, TPointConvertResult } from '@gemilang/contract';
import { parseAmount } from '@gemilang/contract/web';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { openDialog } from '../../shared/dialogs';
import { formatMoney } from '../../shared/format';
import { FormAlert, PaymentPasswordField } from '../../shared/forms/money-input';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { TextField } from '../../shared/ui/text-field';
import { useConvertPoints } from './api';
import { cashFor, formatPoints, fromHundredths, hundredths } from './points-math';

type Conversion = NonNullable<TPointConfig['conversion']>;

/**
 * Points to cash at the brand's rate: the points (with "All"), what they become (rounded down to the cent, as the
 * ledger pays), the payment password. The points are checked here as the server checks them (a number with at most
 * two decimals, the minimum, the balance); a refusal is shown in the dialog in the member's language.
 */
export function ConvertDialog({
  open,
  onClose,
  balance,
  conversion,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  balance: string;
  conversion: Conversion;
  currency: string;
}) {
  const { t } = useTranslation('points');
  return (
    <Modal open={open} onClose={onClose} title={t('convert.title')}>
      {open ? <ConvertForm balance={balance} conversion={conversion} currency={currency} onClose={onClose} /> : null}
    </Modal>
  );
}

function ConvertForm({
  balance,
  conversion,
  currency,
  onClose,
}: {
  balance: string;
  conversion: Conversion;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const convert = useConvertPoints();
  const [points, setPoints] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<{ points?: string; paymentPassword?: string; form?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<TPointConvertResult | null>(null);

  const parsed = parseAmount(points.trim(), 2);
  const wanted = parsed.ok ? parsed.minor : 0n;
  const cash = cashFor(wanted, conversion);

  const pointsProblem = (): string | null => {
    if (points.trim() === '') return t('convert.errors.required');
    if (!parsed.ok) return t('convert.errors.invalid');
    if (wanted < hundredths(conversion.minPoints)) {
      return t('convert.errors.belowMinimum', { points: formatPoints(conversion.minPoints) });
    }
    if (wanted > hundredths(balance)) return t('convert.errors.overBalance');
    if (cash <= 0n) return t('convert.errors.tooLittle');
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      points: pointsProblem() ?? undefined,
      paymentPassword: paymentPassword ? undefined : t('convert.errors.passwordRequired'),
    };
    setProblems(found);
    if (found.points || found.paymentPassword) return;
    convert.mutate(
      { points: points.trim(), paymentPassword, idempotencyKey },
      {
        onSuccess: (result) => setDone(result),
        onError: (error) => {
          setPaymentPassword('');
          const code = error instanceof ApiError ? error.code : 'internal_error';
          setRefusal(code);
          if (code.startsWith('payment_password_') && code !== 'payment_password_not_set') {
            setProblems({ paymentPassword: error.message });
          } else if (code === 'points_conversion_minimum' || code === 'points_insufficient') {
            setProblems({ points: error.message });
          } else {
            setProblems({ form: error.message });
          }
        },
      },
    );
  };

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
        <CheckCircle2 size={48} aria-hidden="true" className="text-success" />
        <h3 className="font-semibold text-ink text-lg">{t('convert.doneTitle')}</h3>
        <p className="max-w-sm text-ink-soft text-sm">
          {t('convert.done', {
            points: formatPoints(done.points),
            amount: formatMoney(currency, done.amount),
            balance: formatPoints(done.balance),
            cash: formatMoney(currency, done.cashBalance),
          })}
        </p>
        <Button variant="secondary" onClick={onClose}>
          {t('convert.close')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-night/40 p-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-soft text-xs">{t('convert.available')}</dt>
          <dd className="font-semibold text-gold tabular-nums">{formatPoints(balance)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-soft text-xs">{t('convert.rate')}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {t('balance.rate', {
              points: formatPoints(conversion.points),
              amount: formatMoney(currency, conversion.amount),
            })}
          </dd>
        </div>
        <p className="col-span-2 text-ink-soft text-xs">
          {t('convert.minimum', { points: formatPoints(conversion.minPoints) })}
        </p>
      </dl>
      <TextField
        label={t('convert.points')}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={40}
        value={points}
        onChange={(e) => {
          setPoints(e.target.value);
          setProblems((p) => ({ ...p, points: undefined, form: undefined }));
          setIdempotencyKey(newIdempotencyKey());
        }}
        error={problems.points}
        addon={
          <button
            type="button"
            onClick={() => {
              setPoints(fromHundredths(hundredths(balance)));
              setProblems((p) => ({ ...p, points: undefined, form: undefined }));
              setIdempotencyKey(newIdempotencyKey());
            }}
            className="min-h-11 shrink-0 rounded-lg border border-gold/70 px-4 font-medium text-gold text-sm hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-gold"
          >
            {t('convert.all')}
          </button>
        }
      />
      <dl className="flex items-baseline justify-between gap-3 rounded-xl border border-gold/30 bg-gold/5 p-3">
        <dt className="text-ink-soft text-sm">{t('convert.cash')}</dt>
        <dd className="font-bold text-gold text-xl tabular-nums">
          <output aria-live="polite">{formatMoney(currency, fromHundredths(cash))}</output>
        </dd>
      </dl>
      <PaymentPasswordField
        label={t('convert.paymentPassword')}
        value={paymentPassword}
        onChange={(value) => {
          setPaymentPassword(value);
          setProblems((p) => ({ ...p, paymentPassword: undefined, form: undefined }));
        }}
        error={problems.paymentPassword}
      />
      <FormAlert message={problems.form} />
      {refusal === 'payment_password_not_set' && problems.form ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => openDialog('memberCentre', { page: 'securityCenter' })}
        >
          {t('redeem.setUpPassword')}
        </Button>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('convert.cancel')}
        </Button>
        <Button type="submit" loading={convert.isPending}>
          {t('convert.submit')}
        </Button>
      </div>
    </form>
  );
}
