import { useQueryClient } from '@tanstack/react-query';
import { BadgePercent } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusKeys, promotionsKey, useBonusDetails } from '../../shared/api/bonus-queries';
import { openDialog } from '../../shared/dialogs';
import { formatMoney } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime-events';
import { useBalance } from './api';

/** The messages of a grant made, decided or ended: the promotions' reads are stale when one arrives. */
const bonusMessageKinds = new Set([
  'bonus_granted',
  'bonus_completed',
  'bonus_forfeited',
  'promotion_approved',
  'promotion_rejected',
]);

/**
 * The header's sign that the member is playing with bonus funds (the operator must always say so): the active
 * grant's bonus balance, opening bonus details. It is read again whenever the balance is (a press on the
 * balance, a live balance event after a bet, a conversion or a forfeit) and when a bonus message arrives, so
 * the two never disagree for long.
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

  // A grant made or ended by staff (an application approved, a manual grant, a forfeit) moves no cash, so no
  // balance event comes: its message is the sign to read the bonuses, and the offers' states, again.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'message' && bonusMessageKinds.has(event.kind)) {
          void queryClient.invalidateQueries({ queryKey: promotionsKey });
        }
      }),
    [queryClient],
  );

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
