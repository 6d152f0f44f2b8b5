import { Switch as RadixSwitch } from 'radix-ui';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export const inputClass =
  'h-8 w-full rounded border border-line-strong bg-panel px-2 text-[13px] text-ink placeholder:text-ink-faint focus:border-accent focus:outline-2 focus:outline-accent/30 disabled:bg-sunken aria-[invalid=true]:border-bad';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = '', ...props },
  ref,
) {
  return <input ref={ref} className={`${inputClass} ${className}`} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = '', ...props },
  ref,
) {
  return <select ref={ref} className={`${inputClass} pr-6 ${className}`} {...props} />;
});

/** A text box of several lines (a note, a reason, a message), in the inputs' look. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className = '', ...props },
  ref,
) {
  return <textarea ref={ref} className={`${inputClass} h-auto py-1.5 ${className}`} {...props} />;
});

/** A labelled input with its error underneath, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-[11px] text-ink-faint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A radix switch (role=switch) whose accessible name is its visible label. */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  hideLabel = false,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  hideLabel?: boolean;
  /** The id of visible text that explains the switch. */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? undefined : `${id}-label`}
        aria-describedby={describedBy}
        className="relative h-5 w-9 shrink-0 rounded-full bg-line-strong transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:opacity-50 data-[state=checked]:bg-accent"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </RadixSwitch.Root>
      {hideLabel ? null : (
        <label id={`${id}-label`} htmlFor={id} className="cursor-pointer text-[13px] text-ink">
          {label}
        </label>
      )}
    </div>
  );
}

/** A plain checkbox with a label, for dense tables (enabled/required cells). */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  hideLabel = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1.5">
      <input
        type="checkbox"
        className="size-4 accent-accent"
        checked={checked}
        disabled={disabled}
        aria-label={hideLabel ? label : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      {hideLabel ? null : <span>{label}</span>}
    </label>
  );
}
