import { useQueryClient } from '@tanstack/react-query';
import { BadgePercent } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusKeys, useBonusDetails } from '../../shared/api/bonus-queries';
import { openDialog } from '../../shared/dialogs';
import { formatMoney } from '../../shared/format';
import { useBalance } from './api';

/**
 * The header's sign that the member is playing with bonus funds (the operator must always say so): the active
 * grant's bonus balance, opening bonus details. It is read again whenever the balance is (a press on the
 * balance, a live balance event after a bet, a conversion or a forfeit), so the two never disagree for long.
 */
export function BonusChip({ token }: { token: string }) {
  // The header's words are the shell's (in the first bundle): this chip must not wait for the promotions catalogue.
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const balanceUpdatedAt = useBalance(token).dataUpdatedAt;
  const bonuses = useBonusDetails();

  // Read again only when the balance is newer than what the chip shows (not on the first load of both).
  const bonusesUpdatedAt = bonuses.dataUpdatedAt;
  useEffect(() => {
    if (bonusesUpdatedAt > 0 && balanceUpdatedAt > bonusesUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: bonusKeys.details(token) });
    }
  }, [balanceUpdatedAt, bonusesUpdatedAt, queryClient, token]);

  const active = bonuses.data?.active;
  if (!active || !bonuses.data) return null;
  const amount = formatMoney(bonuses.data.currency, active.balance);
  return (
    <button
      type="button"
      onClick={() => openDialog('memberCentre', { page: 'bonusDetails' })}
      aria-label={t('account.bonusChipLabel', { amount })}
      className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg border border-gold/50 bg-gold/10 px-2 text-gold text-xs font-semibold tabular-nums hover:bg-gold/20 focus-visible:outline-2 focus-visible:outline-gold sm:px-2.5"
    >
      <BadgePercent size={16} aria-hidden="true" />
      <span className="hidden sm:inline">{t('account.bonusChip', { amount })}</span>
    </button>
  );
}
