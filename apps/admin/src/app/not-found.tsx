import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../shared/ui/states';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('states.notFoundTitle')}
      hint={t('states.notFoundHint')}
      action={
        <Link className="text-accent hover:underline" to="/">
          {t('states.backHome')}
        </Link>
      }
    />
  );
}
