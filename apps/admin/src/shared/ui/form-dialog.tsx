import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * A small form in a dialog (a new operator, another operator's password): the title and what it does, a
 * close button, the fields, a refusal that belongs to no field, and the footer (Cancel, then the action,
 * held while the call is under way). The form checks its fields itself (`noValidate`) and says why under each.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  pending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: () => void;
  /** A refusal of the whole form, shown above the footer and announced. */
  error?: string | null;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-panel p-4 shadow-xl focus:outline-none">
          <div className="mb-3 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="text-xs text-ink-soft">{description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('actions.close')}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <form
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              onSubmit();
            }}
            className="space-y-3"
          >
            {children}
            {error ? (
              <p role="alert" className="text-bad">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button>{t('actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
