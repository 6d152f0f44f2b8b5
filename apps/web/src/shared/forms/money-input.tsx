import { parseAmount } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../format';
import { TextField } from '../ui/text-field';

export interface AmountRules {
  currency: string;
  exponent: number;
  minAmount: string;
  maxAmount: string;
  /** The wallet balance. */
  available: string;
}

/** `MYR 1,234.50` from an API decimal string and the currency's exponent. */
export function money(currency: string, amount: string, exponent: number): string {
  return `${currency} ${formatAmount(amount, exponent)}`;
}

function minorOf(text: string, exponent: number): bigint | null {
  const parsed = parseAmount(text, exponent);
  return parsed.ok ? parsed.minor : null;
}

/**
 * The same checks the server makes, so the member hears at once what is wrong with an amount: not a number,
 * not positive, too many decimals, too large, outside the brand's limits or above the balance. Null when fine.
 */
export function amountProblem(text: string, rules: AmountRules, t: TFunction<'withdraw'>): string | null {
  if (text.trim() === '') return t('errors.amountRequired');
  // The form sends what was typed without its surrounding spaces, so it judges the same text.
  const parsed = parseAmount(text.trim(), rules.exponent);
  if (!parsed.ok) return t(`errors.${parsed.problem}`);
  const min = minorOf(rules.minAmount, rules.exponent);
  const max = minorOf(rules.maxAmount, rules.exponent);
  const available = minorOf(rules.available, rules.exponent) ?? 0n;
  if (min !== null && parsed.minor < min) {
    return t('errors.belowMinimum', { min: money(rules.currency, rules.minAmount, rules.exponent) });
  }
  if (max !== null && parsed.minor > max) {
    return t('errors.aboveMaximum', { max: money(rules.currency, rules.maxAmount, rules.exponent) });
  }
  if (parsed.minor > available) return t('errors.overBalance');
  return null;
}

/** The amount input with an "All" button that fills in the most that can be sent now. */
export function AmountField({
  value,
  onChange,
  onAll,
  error,
  hint,
  t,
}: {
  value: string;
  onChange: (value: string) => void;
  onAll: () => void;
  error?: string | null;
  hint: string;
  t: TFunction<'withdraw'>;
}) {
  return (
    <TextField
      label={t('form.amount')}
      required
      inputMode="decimal"
      autoComplete="off"
      value={value}
      maxLength={40}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      addon={
        <button
          type="button"
          onClick={onAll}
          className="min-h-11 shrink-0 rounded-lg border border-gold/70 px-4 font-medium text-gold text-sm hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-gold"
        >
          {t('form.all')}
        </button>
      }
    />
  );
}

/** The payment password every money-moving form asks for (withdrawal, transfer to upline). */
export function PaymentPasswordField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="password"
      required
      autoComplete="off"
      maxLength={64}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** A refusal that belongs to the whole form rather than one field. */
export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
      {message}
    </p>
  );
}
