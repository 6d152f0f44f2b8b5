import { Gift, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeader } from '../../shared/ui/page-header';
import { HomeAndHelpActions } from './common-actions';

/** The promotions hall. No promotion exists yet, so it says so rather than showing made-up offers. */
export function PromotionsPage() {
  const { t } = useTranslation('pages');
  const session = useSession();
  return (
    <div className="space-y-6">
      <PageHeader
        icon={<Gift size={24} aria-hidden="true" />}
        title={t('promotions.title')}
        intro={t('promotions.intro')}
      />
      <EmptyState
        icon={<Gift size={24} aria-hidden="true" />}
        title={t('promotions.emptyTitle')}
        text={session ? t('promotions.emptyTextMember') : t('promotions.emptyTextVisitor')}
        actions={
          session ? (
            <HomeAndHelpActions />
          ) : (
            <>
              <Button onClick={() => openDialog('register')}>
                <UserPlus size={18} aria-hidden="true" />
                {t('actions.register')}
              </Button>
              <Button variant="secondary" asChild>
                <Link to="/index">{t('actions.home')}</Link>
              </Button>
            </>
          )
        }
      />
    </div>
  );
}

/** A promotion's detail page; with no promotions running, any link to one lands on this notice. */
export function PromoDetailPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="space-y-6">
      <PageHeader icon={<Gift size={24} aria-hidden="true" />} title={t('promoDetail.title')} />
      <EmptyState
        icon={<Gift size={24} aria-hidden="true" />}
        title={t('promoDetail.emptyTitle')}
        text={t('promoDetail.emptyText')}
        actions={
          <Button asChild>
            <Link to="/promotions">{t('promoDetail.all')}</Link>
          </Button>
        }
      />
    </div>
  );
}
