/**
 * A row of chips choosing one value (null: all), for the catalogue's exchange types and the records' states. A
 * fieldset's own minimum width is its content's: min-w-0 lets the row scroll sideways on a narrow phone instead.
 */
export function FilterChips<T extends string>({
  legend,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  options: readonly (T | null)[];
  value: T | null;
  labelOf: (value: T | null) => string;
  onChange: (value: T | null) => void;
}) {
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">{legend}</legend>
      <div className="flex w-max gap-2 pb-1">
        {options.map((option) => {
          const chosen = option === value;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(option)}
              className={[
                'min-h-10 whitespace-nowrap rounded-full border px-4 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                chosen
                  ? 'border-gold bg-gold font-semibold text-night'
                  : 'border-line bg-surface text-ink-soft hover:border-gold/60 hover:text-ink',
              ].join(' ')}
            >
              {labelOf(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
