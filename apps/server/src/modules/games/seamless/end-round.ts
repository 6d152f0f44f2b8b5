import type { TPointProduct, TSeamlessOk, ZSeamlessEndRound } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { roundBetBonus, settleRoundBet } from '../../bets';
import { creditPoints, pointSettingsOf, rateOf } from '../../points';
import { settleBonusShares } from '../../promotions';
import { betsInPlayAccount, entryKinds, houseAccountOf, transfer } from '../../wallet';
import { lockRound, roundReference } from './rounds';
import { lockPlayer, okReply, type SeamlessContext, SeamlessError } from './seamless-context';

/**
 * end round: the round is over. Its stakes (debits less rollbacks) go from bets in play to the house,
 * which paid its credits already, and its bets row is settled: won when the credits exceed the stake, a
 * push when equal, lost when less. Accepted after the token expired.
 *
 * Order: the player, locked; the round, locked (unknown: round_unknown); a round already ended or void
 * answers its state and moves nothing (the vendor retries until acknowledged); then the entry and rows, and
 * the points the bet earned (ADR 064) at its game's category's rate, credited in the same transaction.
 */
export async function endRound(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessEndRound>,
): Promise<TSeamlessOk> {
  const member = await lockPlayer(trx, ctx, body.playerId);
  const round = await lockRound(trx, ctx, member.id, body.roundId);
  if (!round) throw new SeamlessError('round_unknown');
  if (round.status !== 'open') return okReply(trx, ctx, member.id, { roundStatus: round.status });

  const stake = round.debited - round.rolled_back;
  const entry = await transfer(trx, {
    merchantId: ctx.merchant.id,
    kind: entryKinds.gameRoundEnd,
    idempotencyKey: `round:${round.id}`,
    reference: roundReference(round.id),
    memberId: member.id,
    memo: `${ctx.vendor.code} ${body.roundId}`,
    from: await betsInPlayAccount(trx, ctx.merchant.id, member.id, member.play),
    to: await houseAccountOf(trx, ctx.merchant.id, member.id, member.play),
    amount: stake,
  });
  const now = ctx.now();
  await trx
    .updateTable('game_rounds')
    .set({ status: 'ended', end_entry_id: entry.entryId, ended_at: now, end_request_id: ctx.requestId })
    .where('id', '=', round.id)
    .execute();
  const pointRate = member.play ? null : await roundPointRate(trx, ctx.merchant.id, round.game_id);
  const points = await settleRoundBet(trx, round.bet_id, {
    stake,
    credited: round.credited,
    at: now,
    entryId: entry.entryId,
    pointRate,
  });
  await creditPoints(trx, ctx.merchant.id, {
    kind: entryKinds.pointsAccrual,
    reference: roundReference(round.id),
    credits: [{ memberId: member.id, points, key: `round:${round.id}` }],
  });
  // The round's bonus stake leaves play (its wins' bonus part went back to the grant with each credit, ADR 057).
  const bet = await roundBetBonus(trx, round.bet_id);
  if (bet.grantId !== null) {
    await settleBonusShares(trx, ctx.merchant.id, {
      reference: roundReference(round.id),
      key: `round:${round.id}`,
      shares: [
        { memberId: member.id, grantId: bet.grantId, bonusStake: bet.bonusStake, bonusPayout: 0n, turnoverBack: 0n },
      ],
    });
  }
  return okReply(trx, ctx, member.id, { roundStatus: 'ended' });
}

/** The points rate of the round's game: its category's (RNG, LIVE, FISH…), when the brand's points mall is on. */
async function roundPointRate(trx: Transaction<Database>, merchantId: number, gameId: number) {
  const settings = await pointSettingsOf(trx, merchantId);
  if (!settings.enabled) return null;
  const game = await trx
    .selectFrom('games')
    .select('category')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
  return game ? rateOf(settings, game.category as TPointProduct) : null;
}
