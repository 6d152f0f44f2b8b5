import { RECORD_MONTHS_ONLINE } from '@gemilang/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, nextDays, previousDays } from '../date-range';
import { Button } from './button';

/**
 * The days filter of the member's and the agent's records (account record, betting record, profit and loss,
 * income): the page's own fields, the two days and the quick picks (previous and next 7 and 30 days). Its
 * words are the records catalogue's.
 */
const quickPicks = [
  { key: 'previous7', pick: (today: string) => previousDays(7, today) },
  { key: 'previous30', pick: (today: string) => previousDays(30, today) },
  { key: 'next7', pick: (_today: string, range: DayRange) => nextDays(7, range) },
  { key: 'next30', pick: (_today: string, range: DayRange) => nextDays(30, range) },
] as const;

/** The filters' panel: the page's own fields first (children), then the days and the quick picks. */
export function DayRangeFilter({
  today,
  earliest,
  range,
  onChange,
  children,
  columns = 3,
}: {
  today: string;
  earliest: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
  children?: ReactNode;
  /** Columns on a wide screen: the page's fields plus the two days. */
  columns?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('records');
  const ids = { from: useId(), to: useId() };
  const activePick = quickPicks.findIndex(({ pick }) => {
    const target = pick(today, range);
    return target.from === range.from && target.to === range.to;
  });
  const wide = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' }[columns];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
      <legend className="sr-only">{t('filters')}</legend>
      <div className={`grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 ${wide}`}>
        {children}
        <DateField
          id={ids.from}
          label={t('from')}
          value={range.from}
          min={earliest}
          onChange={(from) => onChange({ ...range, from })}
        />
        <DateField
          id={ids.to}
          label={t('to')}
          value={range.to}
          min={range.from}
          onChange={(to) => onChange({ ...range, to })}
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('quickPicks')}</legend>
        {quickPicks.map(({ key, pick }, index) => {
          // Two picks can name the same days (the last 7, and 7 from their start): mark the first only.
          const active = activePick === index;
          return (
            <Button
              key={key}
              variant={active ? 'outline' : 'secondary'}
              size="sm"
              aria-pressed={active}
              className="flex-1 sm:flex-none"
              onClick={() => onChange(pick(today, range))}
            >
              {t(`picks.${key}`)}
            </Button>
          );
        })}
      </fieldset>
      <p className="text-ink-soft text-xs">{t('keptOnline', { months: RECORD_MONTHS_ONLINE, earliest })}</p>
    </fieldset>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-soft text-sm">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-night/70 px-3 text-base text-ink tabular-nums [color-scheme:dark] focus-visible:border-gold focus-visible:outline-none sm:text-sm"
      />
    </div>
  );
}
