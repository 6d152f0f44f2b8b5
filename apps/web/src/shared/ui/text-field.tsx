import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** The accessible name; shown above the input unless `hideLabel`. */
  label: string;
  error?: string | null;
  /** The field's rule, shown while it has focus and no error. */
  hint?: string;
  /** Keeps the label for assistive technology only (compact forms such as the header bar). */
  hideLabel?: boolean;
  icon?: ReactNode;
  /** Something inside the box on the left (a dialling-code select). */
  prefix?: ReactNode;
  /** Something beside the input (an SMS button, a captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled input. Required fields carry a star in the label and the placeholder; the star is
 * hidden from assistive technology so the accessible name stays exactly the label ("Password"), and
 * `aria-required` says it instead. Password inputs get a show/hide toggle.
 */
// The hint under a focused field goes away on blur. When the blur comes from pressing another control
// (a checkbox below, a button), removing the hint at once would move that control before the press ends,
// and the click would land beside it. So the hint waits until the pointer is released.
let pointerIsDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pointerIsDown = true;
    },
    true,
  );
  for (const end of ['pointerup', 'pointercancel']) {
    // The click that follows pointerup must still see the old layout.
    document.addEventListener(
      end,
      () =>
        setTimeout(() => {
          pointerIsDown = false;
        }, 0),
      true,
    );
  }
}

function afterPointerReleased(action: () => void): void {
  if (!pointerIsDown) {
    action();
    return;
  }
  const release = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    setTimeout(action, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function TextField({
  label,
  error,
  hint,
  hideLabel = false,
  icon,
  prefix,
  addon,
  required,
  placeholder,
  type = 'text',
  className = '',
  id,
  ref,
  onFocus,
  onBlur,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('dialogs');
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [visible, setVisible] = useState(false);
  const [focused, setFocused] = useState(false);
  const isPassword = type === 'password';
  const shownPlaceholder = `${required ? '* ' : ''}${placeholder ?? label}`;
  const message = error || (focused && hint) || null;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'font-medium text-ink-soft text-sm'}>
        {label}
        {required && !hideLabel ? (
          <span aria-hidden="true" className="ml-0.5 text-crimson-ink">
            *
          </span>
        ) : null}
      </label>
      <div className="flex items-stretch gap-2">
        <div
          className={[
            'flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border bg-night/70 px-3 transition-colors',
            'focus-within:border-gold',
            error ? 'border-danger' : 'border-line',
          ].join(' ')}
        >
          {icon ? (
            <span aria-hidden="true" className="shrink-0 text-ink-soft">
              {icon}
            </span>
          ) : null}
          {prefix}
          <input
            ref={ref}
            id={inputId}
            type={isPassword && visible ? 'text' : type}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            placeholder={shownPlaceholder}
            onFocus={(event) => {
              setFocused(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              afterPointerReleased(() => setFocused(false));
              onBlur?.(event);
            }}
            className="min-w-0 flex-1 bg-transparent py-2 text-base text-ink outline-none placeholder:text-ink-soft/70 sm:text-sm"
            {...input}
          />
          {isPassword ? (
            <button
              type="button"
              aria-label={t('showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
              className="-mr-1 grid size-9 shrink-0 place-items-center rounded-md text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            >
              {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {message ? (
        <p id={messageId} className={`text-xs leading-snug ${error ? 'text-danger' : 'text-ink-soft'}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
