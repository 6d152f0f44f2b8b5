import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../shared/ui/button';

/**
 * One line of the security list: what it is, its state, and an action that opens its form in place (a
 * disclosure: the button says whether the form is open).
 */
export function SecurityRow({
  icon: Icon,
  title,
  status,
  tone = 'plain',
  action,
  open,
  onToggle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  status: ReactNode;
  tone?: 'plain' | 'good' | 'warn';
  action?: string;
  open: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const panelId = useId();
  const headingId = useId();
  const toneClass = tone === 'good' ? 'text-success' : tone === 'warn' ? 'text-warning' : 'text-ink-soft';
  return (
    <li className="rounded-xl border border-line bg-surface">
      <div className="flex items-center gap-3 p-3 sm:p-4">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-gold">
          <Icon size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-ink text-sm">
            {title}
          </h3>
          <div className={`mt-0.5 break-words text-xs ${toneClass}`}>{status}</div>
        </div>
        {action ? (
          <Button
            variant={open ? 'ghost' : 'secondary'}
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {action}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
      </div>
      {open && children ? (
        <section id={panelId} aria-labelledby={headingId} className="border-line border-t p-3 sm:p-4">
          {children}
        </section>
      ) : null}
    </li>
  );
}
