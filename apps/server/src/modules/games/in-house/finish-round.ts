import { formatMinor } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { CasinoRoundsTable } from '../../../db/schema';
import type { Deps, MerchantContext } from '../../../platform/context';
import { IN_HOUSE_VENDOR } from '../catalogue';
import { inHouseWallet, type WalletAnswer } from './in-house-wallet';

export type CasinoRoundRow = Selectable<CasinoRoundsTable>;

/** How far the wallet took a round: its final state, the refusal's code, the balance after. */
export interface FinishedRound {
  state: 'playing' | 'ended' | 'refused' | 'void';
  refusal: string | null;
  balance: string | null;
}

/** The protocol's ids of one casino round: stable, so every retry sends the same calls. */
export function walletIds(roundId: bigint) {
  const round = `gp-${roundId}`;
  return {
    round,
    debitTransaction: `${round}-stake`,
    creditTransaction: `${round}-win`,
    debitRequest: `${round}-debit`,
    creditRequest: `${round}-credit`,
    endRequest: `${round}-end`,
    rollbackRequest: `${round}-rollback`,
  };
}

/** A refusal the wallet stored: final for that request id (a retry answers the same). */
const definitive = (answer: WalletAnswer) =>
  !answer.ok && answer.code !== 'unreachable' && answer.code !== 'internal_error';

/**
 * Carries a claimed round through the seamless wallet (ADR 032): debit the stake, credit what the round
 * pays (zero when it lost: the wallet records it), end the round. Every call has the round's fixed
 * request and transaction ids, so running this again after any interruption repeats nothing: a call done
 * answers as done, a call not done is done now.
 *
 * Order and why:
 * 1. Was the debit seen by the wallet (its transaction recorded)? Then go on to 3.
 * 2. Not seen: with the launch token the round was claimed with (the play call itself, or its retry with
 *    the same token), send the debit; a refusal (not enough money, token expired) is final: the round is
 *    refused and nothing moved. Without that token (the member's return with a new one, the sweep job) the
 *    debit can no longer be sent as it was: a rollback of its transaction id is sent instead, which the
 *    wallet records as a tombstone (a late debit is then refused) or, if the debit landed meanwhile, a
 *    refund: the round is refused or void, and either way the member has their stake.
 * 3. Credit the payout, then end the round. A credit refused because the round was closed (voided by a
 *    rollback meanwhile) leaves the round void. An unreachable wallet leaves it playing for the next try.
 */
export async function finishRound(
  deps: Deps,
  merchant: MerchantContext,
  round: CasinoRoundRow,
  launch: { token: string; gameCode: string } | null,
): Promise<FinishedRound> {
  const ids = walletIds(round.id);
  const playerId = `${round.member_id}`;
  const amount = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const settle = (state: FinishedRound['state'], refusal: string | null, balance: string | null) =>
    record(deps, round.id, state, refusal).then(() => ({ state, refusal, balance }));

  if (!(await debitSeen(deps, merchant, round))) {
    if (launch) {
      const debit = await inHouseWallet(deps, merchant, 'debit', {
        requestId: ids.debitRequest,
        token: launch.token,
        playerId,
        gameCode: launch.gameCode,
        roundId: ids.round,
        transactionId: ids.debitTransaction,
        amount: amount(round.stake),
      });
      if (definitive(debit) && !debit.ok) return settle('refused', debit.code, null);
      if (!debit.ok) return { state: 'playing', refusal: null, balance: null };
    } else {
      const rollback = await inHouseWallet(deps, merchant, 'rollback', {
        requestId: ids.rollbackRequest,
        playerId,
        roundId: ids.round,
        transactionId: ids.debitTransaction,
      });
      if (!rollback.ok) return { state: 'playing', refusal: null, balance: null };
      const refunded = await debitSeen(deps, merchant, round);
      return settle(refunded ? 'void' : 'refused', 'interrupted', rollback.balance);
    }
  }

  const credit = await inHouseWallet(deps, merchant, 'credit', {
    requestId: ids.creditRequest,
    playerId,
    roundId: ids.round,
    transactionId: ids.creditTransaction,
    amount: amount(round.payout),
    reason: 'win',
  });
  if (!credit.ok) {
    if (credit.code === 'round_closed') return settle('void', credit.code, null);
    return { state: 'playing', refusal: null, balance: null };
  }
  const end = await inHouseWallet(deps, merchant, 'end-round', {
    requestId: ids.endRequest,
    playerId,
    roundId: ids.round,
  });
  if (!end.ok) return { state: 'playing', refusal: null, balance: null };
  return settle('ended', null, end.balance);
}

/** Whether the wallet holds the round's debit (as a business transaction; a tombstone is not one). */
async function debitSeen(deps: Deps, merchant: MerchantContext, round: CasinoRoundRow): Promise<boolean> {
  const row = await deps.db
    .selectFrom('game_transactions as t')
    .innerJoin('game_vendors as v', 'v.id', 't.vendor_id')
    .select('t.id')
    .where('t.merchant_id', '=', merchant.id)
    .where('v.code', '=', IN_HOUSE_VENDOR)
    .where('t.member_id', '=', round.member_id)
    .where('t.transaction_id', '=', walletIds(round.id).debitTransaction)
    .where('t.kind', '=', 'debit')
    .executeTakeFirst();
  return row !== undefined;
}

async function record(deps: Deps, roundId: bigint, state: FinishedRound['state'], refusal: string | null) {
  await deps.db
    .updateTable('casino_rounds')
    .set({ state, refusal, ended_at: deps.now() })
    .where('id', '=', roundId)
    .where('state', '=', 'playing')
    .execute();
}
