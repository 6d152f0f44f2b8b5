import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStrip } from '../../features/account/account-strip';
import { useMerchant } from '../../shared/api/site-queries';
import { useSession } from '../../shared/session';
import { LanguageSwitcher } from './language-switcher';
import { Logo, LogoMark } from './logo';
import { VisitorActions } from './visitor-actions';

/**
 * Header top bar: language switcher, then the login form or the logged-in strip. On phones,
 * where the bottom bar becomes the tab bar, it also carries the logo and compacts the language button.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const merchant = useMerchant();
  return (
    <div className="border-b border-line bg-night">
      <div className="mx-auto flex h-14 max-w-[1280px] items-center gap-1 px-3 sm:gap-2 sm:px-4 md:h-12">
        <Link
          to="/index"
          aria-label={t('nav.logo', { brand: merchant?.name ?? '' })}
          className="mr-auto shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-gold md:hidden"
        >
          {/* Below 380 px the signed-in strip needs the room: the star alone stands for the brand. */}
          <span className="block min-[380px]:hidden">
            <LogoMark size={30} />
          </span>
          <span className="hidden min-[380px]:block">
            <Logo height={26} />
          </span>
        </Link>
        <div className="hidden md:mr-auto md:block">
          <LanguageSwitcher />
        </div>
        <div className="md:hidden">
          <LanguageSwitcher compact />
        </div>
        {session ? <AccountStrip session={session} /> : <VisitorActions />}
      </div>
    </div>
  );
}
