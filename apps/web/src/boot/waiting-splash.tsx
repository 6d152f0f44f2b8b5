import { useTranslation } from 'react-i18next';
import { LogoMark } from '../app/header/logo';
import { Button } from '../shared/ui/button';
import { Spinner } from '../shared/ui/spinner';

/**
 * The branded screen while the permission call runs (and if it cannot be reached: a way to retry).
 * It matches the static splash in index.html, so the page does not flash between the two; where index.html
 * drew the header and welcome instead (ADR 043), they stay over the waiting splash.
 */
export function Splash({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    // `data-splash` tells boot/static-paint-hand-over.ts whether index.html's static paint may stay over this screen.
    <div
      data-splash={failed ? 'failed' : 'waiting'}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <LogoMark size={72} />
      {failed ? (
        <div role="alert" className="space-y-4">
          <p className="text-ink-soft">{t('errors.network')}</p>
          <Button onClick={onRetry}>{t('actions.retry')}</Button>
        </div>
      ) : (
        <div role="status" className="text-gold">
          <Spinner size={28} />
          <span className="sr-only">{t('loading')}</span>
        </div>
      )}
    </div>
  );
}
