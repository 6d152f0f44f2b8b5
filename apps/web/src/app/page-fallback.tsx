import { useTranslation } from 'react-i18next';
import { Skeleton } from '../shared/ui/skeleton';

/** What a lazily loaded page shows while its code arrives: the outline of a page, announced politely. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
