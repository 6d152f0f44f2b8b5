import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { selectClass } from '../../shared/ui/select-class';

// What the member's records share beyond the days filter (shared/ui/day-range-filter.tsx): a select and the team's
// account box.

/** A labelled select of the filters' panel. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  className = '',
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink-soft text-sm">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={selectClass}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The team records' account box: empty asks for the whole team, an account for that member of it. */
export function AccountSearch({ onSearch }: { onSearch: (account: string) => void }) {
  const { t } = useTranslation('betRecords');
  const [draft, setDraft] = useState('');
  const id = useId();
  return (
    <form
      aria-label={t('team.search')}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={id} className="font-medium text-ink-soft text-sm">
          {t('team.account')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          placeholder={t('team.everyone')}
          onChange={(event) => setDraft(event.target.value)}
          className={selectClass}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('team.show')}
      </Button>
    </form>
  );
}
