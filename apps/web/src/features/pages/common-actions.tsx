import { House, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';

/** The ways on from an empty page: back to home, or the help centre. */
export function HomeAndHelpActions() {
  const { t } = useTranslation('pages');
  return (
    <>
      <Button asChild>
        <Link to="/index">
          <House size={18} aria-hidden="true" />
          {t('actions.home')}
        </Link>
      </Button>
      <Button variant="secondary" onClick={() => openDialog('help')}>
        <LifeBuoy size={18} aria-hidden="true" />
        {t('actions.help')}
      </Button>
    </>
  );
}
