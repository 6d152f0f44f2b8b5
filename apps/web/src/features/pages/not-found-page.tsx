import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { HomeAndHelpActions } from './common-actions';

/** Any path outside the site's route table. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="space-y-6">
      <EmptyState
        heading="h1"
        icon={<SearchX size={24} aria-hidden="true" />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        actions={<HomeAndHelpActions />}
      />
    </div>
  );
}
