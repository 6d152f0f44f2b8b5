import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Asks before a change that matters (delete a range, lock a member, reset a password). The confirm
 * button stays disabled while `canConfirm` is false (e.g. a reason is still empty) or while pending.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  canConfirm = true,
  danger = false,
  children,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  canConfirm?: boolean;
  danger?: boolean;
  children?: ReactNode;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/30" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-panel p-4 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-base font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-[13px] text-ink-soft">{description}</div>
          </AlertDialog.Description>
          {children ? <div className="mt-3">{children}</div> : null}
          {error ? (
            <p role="alert" className="mt-2 text-[13px] text-bad">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button>{t('actions.cancel')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close the dialog before the server answered. */}
            <Button
              variant={danger ? 'danger' : 'primary'}
              disabled={pending || !canConfirm}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
