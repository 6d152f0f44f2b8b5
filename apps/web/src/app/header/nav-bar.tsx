import { Download, Gift, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { VendorIcon } from '../../features/games/game-art';
import { useMerchant } from '../../shared/api/site-queries';
import { useHeadNavHidden } from '../../shared/head-nav';
import { type GameCategory, type Vendor, WIDE_DROPDOWN_AFTER } from '../nav-config';
import { useGameCategories } from '../use-game-categories';
import { Logo } from './logo';

function itemClass({ isActive }: { isActive: boolean }) {
  return [
    'relative inline-flex min-h-12 items-center gap-2 whitespace-nowrap rounded-lg px-2 text-sm font-medium transition-colors lg:px-3',
    'focus-visible:outline-2 focus-visible:outline-gold',
    isActive ? 'text-gold' : 'text-ink hover:text-gold',
  ].join(' ');
}

function NavItem({
  to,
  icon,
  wideOnly = false,
  children,
}: {
  to: string;
  icon?: ReactNode;
  /** Left out on a tablet, where the game categories need the room (the side bar offers it). */
  wideOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={wideOnly ? 'hidden lg:list-item' : undefined}>
      <NavLink to={to} className={itemClass}>
        {/* On a tablet the words alone, so every category fits on one line. */}
        {icon ? <span className="hidden lg:contents">{icon}</span> : null}
        {children}
      </NavLink>
    </li>
  );
}

/** A category with its vendor icons in a panel that opens on hover and on keyboard focus. */
function CategoryItem({ category }: { category: GameCategory & { vendors: readonly Vendor[] } }) {
  const { t } = useTranslation('shell');
  const label = t(`nav.categories.${category.id}`);
  const wide = category.vendors.length > WIDE_DROPDOWN_AFTER;
  return (
    <li className="group relative">
      {category.path ? (
        <NavLink to={category.path} className={itemClass}>
          {label}
        </NavLink>
      ) : (
        <span className={itemClass({ isActive: false })}>{label}</span>
      )}
      {category.vendors.length === 0 ? null : (
        <ul
          className={`invisible absolute top-full z-40 grid gap-2 rounded-xl border border-line bg-surface p-3 opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${wide ? 'left-0 w-[36rem] grid-cols-6' : 'left-1/2 -translate-x-1/2 grid-cols-3'}`}
        >
          {category.vendors.map((vendor) => (
            <li key={vendor.code}>
              <Link
                to={category.path ? `${category.path}?vassalage=${encodeURIComponent(vendor.code)}` : '/index'}
                className="flex flex-col items-center gap-1 rounded-lg p-2 text-xs text-ink-soft hover:bg-raised hover:text-ink"
              >
                <VendorIcon name={vendor.name} iconUrl={vendor.iconUrl} size={48} />
                {vendor.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Header bottom bar on tablets and desktops: logo, Home, the categories that have vendors, promotions, app. */
export function NavBar() {
  const { t } = useTranslation('shell');
  const merchant = useMerchant();
  const categories = useGameCategories();
  // The lottery page can fold this bar away (its head-navigation toggle).
  const folded = useHeadNavHidden();
  if (folded) return null;
  return (
    <div className="hidden border-b border-line bg-surface md:block">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-[1280px] items-center gap-3 px-4 lg:gap-6">
        <Link
          to="/index"
          aria-label={t('nav.logo', { brand: merchant?.name ?? '' })}
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-gold"
        >
          <Logo height={36} />
        </Link>
        <ul className="flex min-w-0 flex-1 items-center gap-1">
          <NavItem to="/index" icon={<House size={18} aria-hidden="true" />}>
            {t('nav.home')}
          </NavItem>
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} />
          ))}
          <NavItem to="/promotions" icon={<Gift size={18} aria-hidden="true" />}>
            {t('nav.promotions')}
          </NavItem>
          <NavItem to="/down" icon={<Download size={18} aria-hidden="true" />} wideOnly>
            {t('nav.download')}
          </NavItem>
        </ul>
      </nav>
    </div>
  );
}
