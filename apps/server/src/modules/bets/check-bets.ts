import { type Expression, type RawBuilder, sql } from 'kysely';

// The bets as the reconciliation's checks read them (ADR 019): statement parts each product's check embeds in its
// one statement, beside its own tables and the ledger's movements, so a check stays one statement.

/** How many bets the brand has: what a check reports it went through. */
export function brandBetCount(merchantId: number): RawBuilder<bigint> {
  return sql`(select count(*) from bets where merchant_id = ${merchantId})`;
}

/** The stakes of the brand's pending bets, real money's or play money's (ADR 052): what bets in play must hold. */
export function pendingStakes(merchantId: number, money: 'real' | 'play'): RawBuilder<bigint> {
  return money === 'real'
    ? sql`(select coalesce(sum(stake), 0)::bigint from bets
             where merchant_id = ${merchantId} and status = 'pending' and not play)`
    : sql`(select coalesce(sum(stake), 0)::bigint from bets where merchant_id = ${merchantId} and status = 'pending' and play)`;
}

/** The stakes of a slip's bets, `slipId` naming the caller's slip id column. */
export function slipStakes(slipId: Expression<bigint>): RawBuilder<bigint> {
  return sql`(select coalesce(sum(stake), 0)::bigint from bets b where b.slip_id = ${slipId})`;
}

/**
 * The brand's settled draw bets (not pending, not cancelled) per draw and member, as a relation: the settlement
 * entry they name (entry_id: the least; entries_linked: how many; unlinked: bets naming none), their stakes and
 * what they paid when settled: `firstPayouts` (bet_id, old_payout) gives the payout a bet had before a later
 * change, for the bets changed since (a corrected draw's, ADR 026).
 */
export function settledDrawBetsByMember(
  merchantId: number,
  firstPayouts: RawBuilder<{ bet_id: bigint; old_payout: bigint | null }>,
): RawBuilder<{
  draw_id: bigint;
  member_id: bigint;
  entry_id: bigint | null;
  entries_linked: bigint;
  unlinked: bigint;
  stakes: bigint;
  payout: bigint;
}> {
  return sql`(select draw_id, member_id, min(settle_entry_id) as entry_id,
                     count(distinct settle_entry_id) as entries_linked, count(*) filter (where settle_entry_id is null) as unlinked,
                     sum(stake)::bigint as stakes, sum(coalesce(fc.old_payout, payout))::bigint as payout
                from bets
                left join ${firstPayouts} fc on fc.bet_id = bets.id
               where merchant_id = ${merchantId} and draw_id is not null and status not in ('pending', 'cancelled')
               group by draw_id, member_id)`;
}

/** The brand's bets and whose they are, as a relation (id, member_id) a check joins by bet id. */
export function brandBetOwners(merchantId: number): RawBuilder<{ id: bigint; member_id: bigint }> {
  return sql`(select id, member_id from bets where merchant_id = ${merchantId})`;
}

/**
 * Every bet's owner, state and money, as a relation (id, member_id, status, stake, payout, stake_entry_id,
 * settle_entry_id) a check joins by bet id (a game round's bet, ADR 030).
 */
export function betStates(): RawBuilder<{
  id: bigint;
  member_id: bigint;
  status: string;
  stake: bigint;
  payout: bigint | null;
  stake_entry_id: bigint | null;
  settle_entry_id: bigint | null;
}> {
  return sql`(select id, member_id, status, stake, payout, stake_entry_id, settle_entry_id from bets)`;
}
