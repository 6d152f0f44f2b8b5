import { parseAmount, type TDepositBonusChoices } from '@gemilang/contract';
import { BadgePercent } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositBonuses } from '../../shared/api/bonus-queries';
import { formatMoney } from '../../shared/format';

type Choice = TDepositBonusChoices['items'][number];

/** Whether the typed amount reaches the offer's minimum; an amount not yet readable rules nothing out. */
function reaches(amount: string, offer: Choice, exponent: number): boolean {
  const typed = parseAmount(amount.trim(), exponent);
  const min = parseAmount(offer.minDeposit, exponent);
  return !typed.ok || !min.ok || typed.minor >= min.minor;
}

/**
 * The offer a deposit of `amount` will carry: the chosen one while the amount reaches its minimum, else none
 * (undefined). The form sends exactly this, and the radio group shows exactly this checked.
 */
export function useDepositBonusToSend(value: string | undefined, amount: string, exponent: number): string | undefined {
  const items = useDepositBonuses().data?.items ?? [];
  return items.find((offer) => offer.id === value && reaches(amount, offer, exponent))?.id;
}

/**
 * The deposit bonus that may come with this deposit, the offer the member opted in to already chosen. An offer
 * whose minimum the typed amount does not reach stays in the list, disabled, with the minimum in words; if it
 * was the chosen one, the choice falls back to none (what will be sent is always what is shown checked).
 */
export function DepositBonusChoice({
  amount,
  exponent,
  value,
  onChange,
}: {
  amount: string;
  exponent: number;
  /** The chosen offer's id, '' for none, undefined before the member (or an earlier opt-in) chose. */
  value: string | undefined;
  onChange: (offerId: string) => void;
}) {
  const { t } = useTranslation('deposit');
  const offers = useDepositBonuses();
  const items = offers.data?.items ?? [];
  const currency = offers.data?.currency ?? '';

  // The offer the member signed up for on the promotion's page is the starting choice.
  const preselected = items.find((offer) => offer.chosen)?.id;
  useEffect(() => {
    if (value === undefined && preselected) onChange(preselected);
  }, [value, preselected, onChange]);

  const chosen = useDepositBonusToSend(value, amount, exponent) ?? '';
  if (items.length === 0) return null;
  const money = (decimal: string) => formatMoney(currency, decimal);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 flex items-center gap-1.5 font-medium text-ink-soft text-sm">
        <BadgePercent size={16} aria-hidden="true" className="text-gold" />
        {t('bonus.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Option
          checked={chosen === ''}
          onChoose={() => onChange('')}
          title={t('bonus.none')}
          text={t('bonus.noneHint')}
        />
        {items.map((offer) => {
          const enabled = reaches(amount, offer, exponent);
          return (
            <Option
              key={offer.id}
              checked={chosen === offer.id}
              disabled={!enabled}
              onChoose={() => onChange(offer.id)}
              title={offer.title}
              text={`${t('bonus.offer', { percent: offer.percent, cap: money(offer.cap) })} · ${t('bonus.offerTerms', {
                min: money(offer.minDeposit),
                n: offer.turnoverMultiple,
                of: t(offer.turnoverOf === 'bonus' ? 'bonus.ofBonus' : 'bonus.ofDepositBonus'),
              })}`}
              note={
                !enabled
                  ? t('bonus.belowMin', { min: money(offer.minDeposit) })
                  : offer.chosen
                    ? t('bonus.chosenBefore')
                    : undefined
              }
              warn={!enabled}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function Option({
  checked,
  disabled = false,
  onChoose,
  title,
  text,
  note,
  warn = false,
}: {
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: string;
  text: string;
  note?: string;
  warn?: boolean;
}) {
  return (
    <label
      className={[
        'flex min-h-16 items-start gap-3 rounded-xl border p-3 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
        disabled ? 'cursor-not-allowed border-line bg-surface/50 opacity-70' : 'cursor-pointer',
        checked ? 'border-gold bg-gold/10' : disabled ? '' : 'border-line bg-surface hover:border-gold/50',
      ].join(' ')}
    >
      <input
        type="radio"
        name="deposit-bonus"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-[var(--color-gold)]"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-ink text-sm">{title}</span>
        <span className="text-ink-soft text-xs tabular-nums">{text}</span>
        {note ? <span className={`text-xs ${warn ? 'text-warning' : 'text-gold'}`}>{note}</span> : null}
      </span>
    </label>
  );
}
