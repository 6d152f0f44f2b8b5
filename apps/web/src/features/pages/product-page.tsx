import { Dices, Fish, Gamepad2, Sparkles, Swords, Ticket, Tv, Volleyball, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeader } from '../../shared/ui/page-header';
import { HomeAndHelpActions } from './common-actions';

export type ProductKind =
  | 'lottery'
  | 'vnlottery'
  | 'elott'
  | 'rng'
  | 'pvp'
  | 'fish'
  | 'live'
  | 'sports'
  | 'seamless'
  | 'game';

const icons: Record<ProductKind, ReactNode> = {
  lottery: <Ticket size={24} aria-hidden="true" />,
  vnlottery: <Ticket size={24} aria-hidden="true" />,
  elott: <Dices size={24} aria-hidden="true" />,
  rng: <Sparkles size={24} aria-hidden="true" />,
  pvp: <Swords size={24} aria-hidden="true" />,
  fish: <Fish size={24} aria-hidden="true" />,
  live: <Tv size={24} aria-hidden="true" />,
  sports: <Volleyball size={24} aria-hidden="true" />,
  seamless: <Wallet size={24} aria-hidden="true" />,
  game: <Gamepad2 size={24} aria-hidden="true" />,
};

/**
 * The pages of product areas whose games or draws do not exist yet (lottery, casino, slots...). Each says
 * what the area is and, honestly, that there is nothing in it yet, with the ways on. Their real content replaces the empty state in the issues that build each product.
 */
export function ProductPage({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('pages');
  return (
    <div className="space-y-6">
      <PageHeader icon={icons[kind]} title={t(`products.${kind}.title`)} intro={t(`products.${kind}.intro`)} />
      <EmptyState
        icon={icons[kind]}
        title={t(`products.${kind}.emptyTitle`)}
        text={t(`products.${kind}.emptyText`)}
        actions={<HomeAndHelpActions />}
      />
    </div>
  );
}
