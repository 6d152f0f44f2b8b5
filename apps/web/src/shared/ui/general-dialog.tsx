import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useInertPage } from './inert-page';
import { RichText } from './rich-text';

export type GeneralDialogIcon = 'info' | 'success' | 'warning' | 'error';

export interface GeneralDialogButton {
  label: string;
  variant?: 'primary' | 'secondary';
  onClick?: () => void;
}

export interface GeneralDialogOptions {
  icon?: GeneralDialogIcon;
  /** Defaults to the icon's word ("Warning"…), so the dialog always has an accessible name. */
  title?: string;
  /** Trusted or server-sanitised markup. For a message from a caller or the server, use `text`. */
  html?: string;
  /** Plain text, rendered escaped. */
  text?: string;
  /** Defaults to one OK button. Every button closes the dialog after its onClick. */
  buttons?: GeneralDialogButton[];
  /** The general dialog closes on a click outside unless this is false. */
  closeOnOutsideClick?: boolean;
  autoCloseMs?: number;
}

interface Entry extends GeneralDialogOptions {
  id: number;
  resolve: (button: number | null) => void;
}

// A queue, so two messages arriving together (an SMS failure while a warning is open) are both seen.
let queue: Entry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows the general dialog (icon, title, html, buttons). Resolves with the index of the button
 * pressed, or null when it was dismissed (Escape, outside click, timeout).
 */
export function showGeneralDialog(options: GeneralDialogOptions): Promise<number | null> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

function settle(id: number, button: number | null) {
  const entry = queue.find((e) => e.id === id);
  if (!entry) return;
  queue = queue.filter((e) => e.id !== id);
  emit();
  entry.resolve(button);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => queue[0] ?? null;

const icons = {
  info: { Icon: Info, className: 'text-gold' },
  success: { Icon: CircleCheck, className: 'text-success' },
  warning: { Icon: CircleAlert, className: 'text-warning' },
  error: { Icon: CircleX, className: 'text-danger' },
} as const;

/** Mount once (the shell does); renders the first queued general dialog. */
export function GeneralDialogHost() {
  const { t } = useTranslation('dialogs');
  const entry = useSyncExternalStore(subscribe, current, current);
  useInertPage(Boolean(entry));

  useEffect(() => {
    if (!entry?.autoCloseMs) return;
    const timer = window.setTimeout(() => settle(entry.id, null), entry.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [entry]);

  if (!entry) return null;
  const iconName = entry.icon ?? 'info';
  const { Icon, className } = icons[iconName];
  const buttons = entry.buttons?.length ? entry.buttons : [{ label: t('ok'), variant: 'primary' as const }];
  const allowOutside = entry.closeOnOutsideClick !== false;

  return (
    <Dialog.Root
      key={entry.id}
      open
      onOpenChange={(open) => {
        if (!open) settle(entry.id, null);
      }}
    >
      {/* Its place named, drawn in the render that opens it (see modal.tsx). */}
      <Dialog.Portal container={document.body}>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onPointerDownOutside={(event) => {
            if (!allowOutside) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!allowOutside) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-[60] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 pt-6 pb-5 text-center text-ink shadow-2xl outline-none transition-opacity duration-150 starting:opacity-0"
        >
          <Icon aria-hidden="true" size={40} className={className} />
          <Dialog.Title className="font-semibold text-lg">{entry.title ?? t(`general.${iconName}`)}</Dialog.Title>
          {entry.html ? <RichText html={entry.html} className="text-ink-soft" /> : null}
          {entry.text ? <p className="whitespace-pre-line text-ink-soft text-sm">{entry.text}</p> : null}
          <div className="mt-2 flex w-full flex-wrap justify-center gap-2">
            {buttons.map((button, index) => (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: the buttons of one dialog never reorder.
                key={index}
                variant={button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}
                className="min-w-28 flex-1"
                onClick={() => {
                  button.onClick?.();
                  settle(entry.id, index);
                }}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
