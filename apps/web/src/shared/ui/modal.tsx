import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInertPage } from './inert-page';

const widths = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
  /** The member centre: a panel with its own menu, as tall as the screen allows. */
  panel: 'sm:max-w-5xl sm:h-[86dvh]',
  /** The customer-service chat room (ADR 065): 440 by 500 on a desktop. */
  chat: 'sm:max-w-[440px] sm:h-[500px]',
} as const;

export interface ModalProps {
  open: boolean;
  /**
   * Called when the player closes the modal with its close button or Escape. Without it the modal cannot be
   * dismissed at all (no close button, Escape ignored): the forced password change is such a modal.
   */
  onClose?: () => void;
  title: ReactNode;
  /** A short visible explanation under the title; also becomes the dialog's accessible description. */
  description?: ReactNode;
  size?: keyof typeof widths;
  children: ReactNode;
  /** Classes for the body; the default pads and scrolls. Split panes pass their own. */
  bodyClassName?: string;
}

/**
 * The site's modal : Radix Dialog gives the focus trap, scroll lock and aria wiring.
 * A click on the backdrop never closes it, so a half-filled registration is not lost by a
 * stray tap. On phones (< 640 px) it is a full-screen sheet (VISUAL.md).
 */
export function Modal({ open, onClose, title, description, size = 'md', children, bodyClassName }: ModalProps) {
  const { t } = useTranslation('dialogs');
  useInertPage(open);
  const dismissible = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
    >
      {/* Named, the portal's place lets Radix draw the dialog in the render that opens it; left to Radix, it is
          found in a layout effect, and the whole dialog is drawn again in a render the phone cannot interrupt. */}
      <Dialog.Portal container={document.body}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Start in the first field on wide screens; on phones a focused field would throw the
            // keyboard over the sheet before the player has read it, so the sheet itself takes focus.
            // Focus moves in the next frame, once the dialog is laid out and drawn: focusing at once forced
            // a layout in the middle of the page's load (a popup, a dialog opened by the address; ADR 043).
            const content = event.currentTarget as HTMLElement;
            event.preventDefault();
            requestAnimationFrame(() => {
              if (!content.isConnected || content.contains(document.activeElement)) return;
              const field = content.querySelector<HTMLElement>('input:not([type=checkbox]):not([readonly]), select');
              if (field && window.matchMedia?.('(min-width: 640px)').matches) field.focus();
              else content.focus();
            });
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          className={[
            'fixed inset-0 z-50 flex h-dvh w-full flex-col bg-surface text-ink shadow-2xl outline-none',
            'transition-[opacity,transform] duration-200 starting:opacity-0 starting:translate-y-4',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)]',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line',
            'sm:starting:translate-y-[calc(-50%+1rem)]',
            widths[size],
          ].join(' ')}
        >
          <div className="flex min-h-14 shrink-0 items-center gap-3 border-line border-b bg-raised/60 px-5 sm:rounded-t-2xl">
            <Dialog.Title className="flex-1 py-3 font-semibold text-gold text-lg">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close
                aria-label={t('close')}
                className="-mr-2 grid size-10 place-items-center rounded-lg text-ink-soft transition-colors hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
              >
                <X aria-hidden="true" size={20} />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="shrink-0 px-5 pt-4 text-ink-soft text-sm">{description}</Dialog.Description>
          ) : null}
          <div className={bodyClassName ?? 'min-h-0 flex-1 overflow-y-auto px-5 py-5'}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
