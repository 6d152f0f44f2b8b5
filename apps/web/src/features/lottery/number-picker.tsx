import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { applyQuickPick, hasQuickPicks, type PickerRow, type PickerSpec, parseTyped, quickPicks } from './picker-model';

function rowName(t: TFunction, row: PickerRow): string {
  return row.label ? t(`rows.${row.label.key}`, { n: row.label.n ?? '' }) : '';
}

function Row({
  row,
  selected,
  onChange,
}: {
  row: PickerRow;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation('lottery');
  const name = rowName(t, row);
  const wide = row.options.length > 20;
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      {name ? <legend className="mb-1 text-sm font-medium text-ink-soft">{name}</legend> : null}
      {hasQuickPicks(row) ? (
        <div className="flex flex-wrap gap-1.5">
          {quickPicks.map((pick) => (
            <button
              key={pick}
              type="button"
              aria-label={name ? t('quick.labelOf', { pick: t(`quick.${pick}`), row: name }) : t(`quick.${pick}`)}
              onClick={() => onChange(applyQuickPick(row, selected, pick))}
              className="min-h-9 rounded-full border border-line px-3 text-xs text-ink-soft hover:border-gold/60 hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
            >
              {t(`quick.${pick}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={wide ? 'grid max-w-xl grid-cols-10 gap-1' : 'flex flex-wrap gap-2'}>
        {row.options.map((o) => {
          const on = selected.has(o.key);
          const label = o.word ? t(`keys.${o.label}`) : o.label;
          return (
            <button
              key={o.key}
              type="button"
              aria-pressed={on}
              aria-label={name ? `${name}: ${label}` : label}
              onClick={() => toggle(o.key)}
              className={[
                'grid place-items-center rounded-lg border text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-gold',
                wide ? 'h-9 text-xs sm:h-10 sm:text-sm' : 'min-h-10 min-w-11 px-3',
                on
                  ? 'border-gold bg-gold text-night font-semibold'
                  : 'border-line bg-raised text-ink hover:border-gold/60',
              ].join(' ')}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Numbers typed at once (lô, 3 and 4 càng, ordered tuples): added to the selection, shown as chips. */
function TypedEntry({
  spec,
  selected,
  onChange,
}: {
  spec: NonNullable<PickerSpec['typed']>;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const next = new Set(selected);
    for (const token of parseTyped(text, spec.tuple)) next.add(token);
    onChange(next);
    setText('');
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-soft">
        {spec.tuple ? t('typed.tupleLabel', { n: spec.tuple }) : t('typed.label', { digits: spec.digits })}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={spec.tuple ? t('typed.tuplePlaceholder') : t('typed.placeholder', { digits: spec.digits })}
          className="min-w-0 flex-1 rounded-lg border border-line bg-raised px-3 py-2 text-sm text-ink tabular-nums placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-gold"
        />
        <Button type="button" variant="secondary" onClick={add} disabled={!text.trim()}>
          {t('typed.add')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The number picker of one bet type: its rows of choices with the quick picks (big, small, odd, even, all,
 * clear) where the choices are numbers, and typed entry where the bet type takes many numbers.
 */
export function NumberPicker({
  spec,
  selected,
  onChange,
}: {
  spec: PickerSpec;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation('lottery');
  const onGrid = new Set(spec.rows.flatMap((r) => r.options.map((o) => o.key)));
  const typedOnly = [...selected].filter((key) => !onGrid.has(key));
  return (
    <div className="space-y-4">
      {spec.rows.map((row) => (
        <Row key={row.id} row={row} selected={selected} onChange={onChange} />
      ))}
      {spec.typed ? <TypedEntry spec={spec.typed} selected={selected} onChange={onChange} /> : null}
      {typedOnly.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('typed.chosen')}>
          {typedOnly.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => {
                  const next = new Set(selected);
                  next.delete(key);
                  onChange(next);
                }}
                aria-label={t('typed.remove', { n: key })}
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-gold/15 px-3 text-sm tabular-nums text-gold"
              >
                {key}
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
