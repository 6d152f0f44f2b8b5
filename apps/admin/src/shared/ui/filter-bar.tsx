import { Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Field, Input, Select } from './field';

/**
 * The filters above a list: a form named for screen readers, its fields in a wrapping row, and a Search
 * button when the typed fields wait for it (selects apply at once through their own `onChange`). Above a
 * table in the same panel it draws the line between them; alone in its panel, none.
 */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  /** The form's accessible name ("Filter the members"). */
  label: string;
  /** Applies the typed fields; without it the bar has no Search button. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
      className="flex flex-wrap items-end gap-2 border-line p-3 not-last:border-b"
    >
      {children}
      {onSubmit ? (
        <Button type="submit" variant="primary">
          <Search aria-hidden className="size-4" />
          {t('actions.search')}
        </Button>
      ) : null}
    </form>
  );
}

/** A labelled field of the filter bar; `className` sizes it in the row (`w-36`, `flex-1 basis-56`…). */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: Parameters<typeof Field>[0]['children'];
}) {
  return (
    <div className={className}>
      <Field label={label}>{children}</Field>
    </div>
  );
}

/** A typed filter (a search box, a day): applied with the bar's Search button. */
export function FilterInput({
  label,
  className,
  ...input
}: { label: string; className: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>) {
  return (
    <FilterField label={label} className={className}>
      {(props) => <Input {...props} {...input} />}
    </FilterField>
  );
}

/** A choice among codes, "All" first; applied as soon as it changes. */
export function FilterSelect<Code extends string>({
  label,
  className,
  value,
  codes,
  codeLabel,
  onChange,
  allValue = '',
}: {
  label: string;
  className: string;
  value: string;
  codes: readonly Code[];
  codeLabel: (code: Code) => string;
  onChange: (value: string) => void;
  /** What "All" sends, where the empty value means something else (a queue's default view). */
  allValue?: string;
}) {
  const { t } = useTranslation();
  return (
    <FilterField label={label} className={className}>
      {(props) => (
        <Select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value={allValue}>{t('filters.all')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {codeLabel(code)}
            </option>
          ))}
        </Select>
      )}
    </FilterField>
  );
}

/** The first and the last day of a period, as two day fields applied with the bar's Search button. */
export function FilterDays({
  fromLabel,
  toLabel,
  className,
  value,
  onChange,
}: {
  fromLabel: string;
  toLabel: string;
  className: string;
  value: { from: string; to: string };
  onChange: (days: { from: string; to: string }) => void;
}) {
  return (
    <>
      <FilterInput
        label={fromLabel}
        className={className}
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <FilterInput
        label={toLabel}
        className={className}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
    </>
  );
}
