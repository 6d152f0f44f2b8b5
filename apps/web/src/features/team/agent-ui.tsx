import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../shared/ui/skeleton';

/** Shared pieces of the agent centre's pages: the input style and the loading placeholder. */

export const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-night/70 px-3 text-base text-ink [color-scheme:dark] focus-visible:border-gold focus-visible:outline-none sm:text-sm';

export function Loading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('agent');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
