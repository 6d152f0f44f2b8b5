import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { useInertPage } from './inert-page';
import { Spinner } from './spinner';

/**
 * A step between pressing a button and the call it makes, for what cannot be taken back (money sent to
 * another account, a contract signed): says what will happen, then the call is made on Confirm. It stays
 * open with a spinner while the call is under way; the caller closes it when the answer comes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {/* Its place named, drawn in the render that opens it (see modal.tsx). */}
      <AlertDialog.Portal container={document.body}>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <AlertDialog.Title className="font-semibold text-ink text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 flex flex-col gap-3 text-ink-soft text-sm">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('primary')}
              disabled={busy}
              onClick={(event) => {
                // Open until the server has answered, so the spinner is seen and a second press does nothing.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy ? <Spinner size={16} /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
