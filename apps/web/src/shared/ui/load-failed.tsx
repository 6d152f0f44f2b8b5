import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * A list or page that could not be loaded: why, announced, and a button to ask again. With a `title`, the title
 * leads and the server's message follows as the detail (the messages page).
 */
export function LoadFailed({ title, message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
    >
      {title ? (
        <>
          <p className="text-ink">{title}</p>
          <p className="text-ink-soft text-sm">{message}</p>
        </>
      ) : (
        <p className="text-ink">{message}</p>
      )}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('actions.retry')}
      </Button>
    </div>
  );
}
