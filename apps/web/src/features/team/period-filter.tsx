import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type DayRange, previousDays } from '../../shared/date-range';
import { Button } from '../../shared/ui/button';
import { inputClass } from './agent-ui';

const picks = [
  { key: 'today', pick: (today: string) => ({ from: today, to: today }) },
  { key: 'yesterday', pick: (today: string) => ({ from: addDays(today, -1), to: addDays(today, -1) }) },
  { key: 'previous7', pick: (today: string) => previousDays(7, today) },
  { key: 'previous30', pick: (today: string) => previousDays(30, today) },
] as const;

/** The period of a team report: two days in the brand's zone and quick picks. */
export function PeriodFilter({
  today,
  range,
  onChange,
}: {
  today: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('agent');
  const ids = { from: useId(), to: useId() };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
      <legend className="sr-only">{t('period.legend')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.from} className="font-medium text-ink-soft text-sm">
            {t('period.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
            className={`${inputClass} tabular-nums`}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.to} className="font-medium text-ink-soft text-sm">
            {t('period.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
            className={`${inputClass} tabular-nums`}
          />
        </div>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <legend className="sr-only">{t('period.picks')}</legend>
        {picks.map(({ key, pick }) => {
          const target = pick(today);
          const active = target.from === range.from && target.to === range.to;
          return (
            <Button
              key={key}
              variant={active ? 'outline' : 'secondary'}
              size="sm"
              aria-pressed={active}
              onClick={() => onChange(target)}
            >
              {t(`period.${key}`)}
            </Button>
          );
        })}
      </fieldset>
    </fieldset>
  );
}
