import { useTranslation } from 'react-i18next';
import { useVendorLanes } from '../features/games/api';
import { VendorIcon } from '../features/games/game-art';
import { useMerchant } from '../shared/api/site-queries';
import { openDialog } from '../shared/dialogs';
import { allVendors } from './nav-config';

/** Help topics the footer links to; each opens the help dialog at that topic's anchor. */
export const footerHelpTags = [
  'register',
  'deposit',
  'withdraw',
  'account-security',
  'responsible-gaming',
  'terms',
  'privacy',
  'contact',
] as const;

/**
 * Footer: the brand's game providers' icons, help-topic links, the responsible-gaming line and
 * the copyright line.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const merchant = useMerchant();
  const lanes = useVendorLanes();
  const vendors = allVendors(lanes.data ?? []);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-8 border-t border-line bg-surface pb-24 md:pb-0">
      <div className="mx-auto max-w-[1280px] px-4 py-8">
        {vendors.length > 0 ? (
          <section aria-label={t('footer.vendors')} className="mb-6 border-b border-line pb-6">
            <ul className="flex flex-wrap items-center gap-3">
              {vendors.map((vendor) => (
                <li key={vendor.code} className="flex items-center gap-2 text-sm text-ink-soft">
                  <VendorIcon name={vendor.name} iconUrl={vendor.iconUrl} size={32} />
                  <span>{vendor.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <nav aria-label={t('footer.helpLabel')}>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('footer.helpTitle')}</h2>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-4 lg:flex lg:flex-wrap lg:gap-x-2">
            {footerHelpTags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  // "Contact us" opens the customer-service chat (ADR 065); the other topics the help centre.
                  onClick={() => (tag === 'contact' ? openDialog('supportChat') : openDialog('help', { tag }))}
                  className="inline-flex min-h-10 items-center rounded-md px-1 text-left text-sm text-ink-soft hover:text-gold focus-visible:outline-2 focus-visible:outline-gold lg:px-2"
                >
                  {t(`footer.topics.${tag}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex items-start gap-3 border-t border-line pt-6">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-crimson text-xs font-bold text-crimson-ink"
          >
            18+
          </span>
          <p className="text-sm text-ink-soft">{t('footer.responsible')}</p>
        </div>
        <p className="mt-6 text-xs text-ink-soft">{t('footer.copyright', { year, brand: merchant?.name ?? '' })}</p>
      </div>
    </footer>
  );
}
