import { type ButtonHTMLAttributes, forwardRef } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong border-accent disabled:bg-accent/60',
  secondary: 'bg-panel text-ink border-line-strong hover:bg-sunken',
  danger: 'bg-bad text-white border-bad hover:bg-bad/90 disabled:bg-bad/60',
  ghost: 'bg-transparent text-ink-soft border-transparent hover:bg-sunken hover:text-ink',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  const sizing = size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-3 text-[13px]';
  return (
    <button
      ref={ref}
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-70 ${sizing} ${variants[variant]} ${className}`}
      {...props}
    />
  );
});
