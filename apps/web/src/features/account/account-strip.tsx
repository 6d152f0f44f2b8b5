import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureEnabled } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { type Session, TRIAL_TYPE } from '../../shared/session';
import { Balance } from './balance';
import { UserMenu } from './user-menu';

/**
 * The logged-in strip of the header top bar (spec §2): deposit and withdraw (only when the member centre
 * is available: whitelabel MEMBERCENTER3 on and not a trial account), the balance, the promotions icon
 * and the user menu. On phones the user menu lives in the tab bar's Member tab (which also holds deposit
 * and withdraw), so the strip keeps the balance and a deposit button.
 */
export function AccountStrip({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'memberCentre']);
  const cashier = useFeatureEnabled('MEMBERCENTER3') && session.isAgent !== TRIAL_TYPE;
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {cashier ? (
        <>
          <button
            type="button"
            onClick={() => openDialog('memberCentre', { page: 'depositv2' })}
            className="inline-flex min-h-10 items-center rounded-lg bg-gold px-3 font-semibold text-sm text-night hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            {t('deposit', { ns: 'memberCentre' })}
          </button>
          <button
            type="button"
            onClick={() => openDialog('memberCentre', { page: 'withdraw' })}
            className="hidden min-h-10 items-center rounded-lg border border-gold/60 px-3 font-semibold text-gold text-sm hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-gold md:inline-flex"
          >
            {t('withdraw', { ns: 'memberCentre' })}
          </button>
        </>
      ) : null}
      <Balance token={session.token} />
      <Link
        to="/promotions"
        aria-label={t('nav.promotions')}
        className="hidden size-10 items-center justify-center rounded-lg text-gold hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold md:inline-flex"
      >
        <Gift size={18} aria-hidden="true" />
      </Link>
      <div className="hidden md:block">
        <UserMenu session={session} variant="header" />
      </div>
    </div>
  );
}
