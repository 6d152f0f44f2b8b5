import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog over the game: a full-height sheet on a phone, a centred panel on a desktop; Escape closes it. */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('play');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 sm:items-center sm:p-6">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex max-h-dvh w-full flex-col overflow-hidden rounded-t-2xl border border-line bg-surface sm:max-h-[85dvh] sm:max-w-2xl sm:rounded-2xl"
      >
        <div className="flex items-center justify-between border-line border-b px-4 py-3">
          <h2 id={titleId} className="font-bold text-ink text-lg">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="overflow-y-auto p-4 text-ink text-sm">{children}</div>
      </div>
    </div>
  );
}
