import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button';
import { useInertPage } from '../../shared/ui/inert-page';
import { Spinner } from '../../shared/ui/spinner';
import { useSignOut } from './api';

/** Sign out asks for confirmation first. */
export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  useInertPage(open);
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Its place named, drawn in the render that opens it (see modal.tsx). */}
      <AlertDialog.Portal container={document.body}>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{t('account.signOutTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-soft">
            {t('account.signOutText')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('account.signOutCancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('primary')}
              disabled={busy}
              onClick={(event) => {
                // Keep the dialog open until the server has answered, so the spinner is seen.
                event.preventDefault();
                void confirm();
              }}
            >
              {busy ? <Spinner size={16} /> : null}
              {t('account.signOutConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
