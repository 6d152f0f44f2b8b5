import { Field, Input } from './field';

/** A whole-number field that keeps a number in the form (an empty box reads as 0 until typed). */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <Input
          {...props}
          type="number"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? value : ''}
          onChange={(e) => onChange(Math.trunc(Number(e.target.value)))}
        />
      )}
    </Field>
  );
}
