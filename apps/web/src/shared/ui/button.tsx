import { Slot } from 'radix-ui';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  // Gold is kept for the main action on a screen (VISUAL.md); everything else is quieter.
  primary: 'bg-gold text-night hover:bg-gold-pressed active:bg-gold-pressed font-semibold',
  secondary: 'bg-raised text-ink border border-line hover:border-gold/60 hover:text-gold',
  outline: 'border border-gold/70 text-gold hover:bg-gold/10',
  ghost: 'text-ink-soft hover:text-ink hover:bg-raised',
  danger: 'bg-danger text-night hover:bg-danger/85 font-semibold',
};

// Every size keeps at least a 40 px tap target; md and lg reach 44 px for phones.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-10 p-0',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while work is under way. */
  loading?: boolean;
  /** Renders the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    asChild = false,
    className = '',
    type,
    children,
    disabled,
    ...rest
  },
  ref,
) {
  const classes = buttonClass(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  );
});
