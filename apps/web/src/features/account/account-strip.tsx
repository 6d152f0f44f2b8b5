import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../shared/session';
import { Balance } from './balance';
import { UserMenu } from './user-menu';

/**
 * The logged-in strip of the header top bar (spec §2): balance, the promotions icon and the user menu.
 *
 * Deposit and Withdraw are left out on purpose: the spec shows them only when the member centre is
 * available, and the member centre (where they lead) arrives with its own issue. When it does, they go
 * here, shown when whitelabel MEMBERCENTER3 is enabled and the session is not a trial account (type 4).
 * On phones the user menu lives in the tab bar's Member tab, so the strip keeps only the balance.
 */
export function AccountStrip({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex items-center gap-1 sm:gap-2">
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
