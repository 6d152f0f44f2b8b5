import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureEnabled } from '../../shared/api/site-queries';
import { type Session, TRIAL_TYPE } from '../../shared/session';
import { Balance } from './balance';
import { BonusChip } from './bonus-chip';
import { CashierButtons } from './cashier-buttons';
import { UserMenu } from './user-menu';

/**
 * The logged-in strip of the header top bar: deposit and withdraw (only when the member centre
 * is available: whitelabel MEMBERCENTER3 on and not a trial account), the balance, the promotions icon
 * and the user menu. A trial account's balance is labelled as play money (ADR 052). On phones the user menu lives in the tab bar's Member tab (which also holds deposit
 * and withdraw), so the strip keeps the balance and a deposit button. Beside the balance, a chip says when the
 * member is playing with bonus funds.
 */
export function AccountStrip({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const cashier = useFeatureEnabled('MEMBERCENTER3') && session.isAgent !== TRIAL_TYPE;
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {cashier ? <CashierButtons /> : null}
      <Balance token={session.token} play={session.isAgent === TRIAL_TYPE} />
      {session.isAgent === TRIAL_TYPE ? null : <BonusChip token={session.token} />}
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
