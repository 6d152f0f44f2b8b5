import type { TPlayRound, ZPlayRoundInput } from '@gemilang/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { stakeableBalance } from '../../promotions';
import { assertMayGamble } from '../../protection';
import { type CasinoRoundRow, type FinishedRound, finishRound } from './finish-round';
import { openPairSeed } from './pair-seed';
import { checkOpenForPlay, playerOfToken } from './play-token';
import { betRecord, playPrepared, prepareBet, toJson } from './round-outcome';
import { roundView } from './round-view';
import { lockSeedPair } from './seed-pairs';

/** How long the call that claims a round has it to itself before a resumer may take it over. */
export const ROUND_LEASE_MS = 60_000;

/**
 * POST /wps/play/round: one round of an in-house game (ADR 032).
 *
 * Order, and why:
 * 1. The play token: member and game (play_token_invalid), the member's session that launched still live
 *    (play_token_expired) and the member not locked (account_locked, ADR 048); the vendor and the game still
 *    open (game_vendor_maintenance, game_maintenance): the operator's switch stops new rounds at once; the
 *    member not frozen (account_frozen).
 * 2. The bet, checked by the game's rules before anything is written (each refusal a translated code).
 * 3. The request id: a round already claimed with it answers that round (a different bet is
 *    play_request_conflict); one still playing is finished first, one refused is refused again. Nothing
 *    moves twice: every wallet call of a round has fixed ids.
 * 4. The claim, one transaction: the member's seed pair for the game locked (created on first play), the
 *    round played on its next nonce with packages/games and stored with its outcome and payout, the nonce
 *    advanced. The round exists before any money moves, so no stake can move without its round.
 * 5. The money, through the seamless wallet as an outside vendor's would move it: debit, credit, end round
 *    (finish-round.ts). A debit refused (not enough money) leaves the round refused and nothing moved; an
 *    interruption leaves it playing, and the retry, the member's return or the sweep job finishes it.
 */
export async function playRound(
  deps: Deps,
  merchant: MerchantContext,
  input: z.output<typeof ZPlayRoundInput>,
): Promise<{ round: TPlayRound; balance: string }> {
  const { db, now } = deps;
  const player = await playerOfToken(db, merchant, input.token, now());
  checkOpenForPlay(player);
  // A break or a self-exclusion taken since the launch stops new rounds at once (docs/product.md, Player protection).
  await assertMayGamble(db, merchant.id, player.memberId, now());
  const bet = prepareBet(player.gameCode, input, merchant.currencyExponent);
  const sent = toJson(betRecord(bet));

  const earlier = await roundOfRequest(deps, merchant, player.memberId, input.requestId);
  if (earlier) return answerReplay(deps, merchant, earlier, sent, input.token, player.gameCode);

  const claimed = await db.transaction().execute(async (trx) => {
    const pair = await lockSeedPair(
      trx,
      { merchantId: merchant.id, memberId: player.memberId, gameId: player.gameId },
      deps.config,
    );
    const seeds = {
      serverSeed: openPairSeed(deps.config, pair),
      clientSeed: pair.client_seed,
      nonce: pair.next_nonce,
    };
    const played = playPrepared(seeds, bet);
    const row = await trx
      .insertInto('casino_rounds')
      .values({
        merchant_id: merchant.id,
        member_id: player.memberId,
        game_id: player.gameId,
        token_id: player.tokenId,
        seed_pair_id: pair.id,
        nonce: pair.next_nonce,
        client_seed: pair.client_seed,
        request_id: input.requestId,
        bet: sent,
        stake: bet.stake,
        payout: played.payout,
        outcome: toJson({ ...played.outcome, bets: played.bets }),
        lease_until: new Date(now().getTime() + ROUND_LEASE_MS),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    // The same request id claimed meanwhile by a concurrent call: answered below as its replay.
    if (!row) return null;
    await trx
      .updateTable('casino_seed_pairs')
      .set({ next_nonce: pair.next_nonce + 1 })
      .where('id', '=', pair.id)
      .execute();
    return row;
  });
  if (!claimed) {
    const raced = await roundOfRequest(deps, merchant, player.memberId, input.requestId);
    if (!raced) throw new AppError('play_round_unfinished');
    return answerReplay(deps, merchant, raced, sent, input.token, player.gameCode);
  }
  const finished = await finishRound(deps, merchant, claimed, { token: input.token, gameCode: player.gameCode });
  return answer(deps, merchant, claimed, finished, player.gameCode);
}

function roundOfRequest(deps: Deps, merchant: MerchantContext, memberId: bigint, requestId: string) {
  return deps.db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

async function answerReplay(
  deps: Deps,
  merchant: MerchantContext,
  round: CasinoRoundRow,
  sent: string,
  token: string,
  gameCode: string,
) {
  if (toJson(round.bet) !== sent) throw new AppError('play_request_conflict');
  if (round.state !== 'playing') {
    return answer(deps, merchant, round, { state: round.state, refusal: round.refusal, balance: null }, gameCode);
  }
  // Still playing: the first call was interrupted. Finish it now with the same ids.
  const finished = await finishRound(deps, merchant, round, { token, gameCode });
  return answer(deps, merchant, round, finished, gameCode);
}

/** Refusals of the wallet in the site's own codes; a round still playing is play_round_unfinished. */
const refusals: Record<
  string,
  | 'insufficient_balance'
  | 'account_frozen'
  | 'account_locked'
  | 'play_token_expired'
  | 'play_token_invalid'
  | 'bonus_max_bet'
> = {
  insufficient_funds: 'insufficient_balance',
  // A stake over the largest bet the member's bonus allows (ADR 057).
  bet_limit_exceeded: 'bonus_max_bet',
  player_frozen: 'account_frozen',
  player_locked: 'account_locked',
  token_expired: 'play_token_expired',
  token_invalid: 'play_token_invalid',
};

async function answer(
  deps: Deps,
  merchant: MerchantContext,
  round: CasinoRoundRow,
  finished: FinishedRound,
  gameCode: string,
) {
  if (finished.state === 'playing') throw new AppError('play_round_unfinished');
  if (finished.state === 'refused') throw new AppError(refusals[finished.refusal ?? ''] ?? 'play_round_unfinished');
  const balance =
    finished.balance ??
    formatMinor(await stakeableBalance(deps.db, merchant.id, round.member_id, gameCode), merchant.currencyExponent);
  const view = await roundView(deps, merchant, { ...round, state: finished.state });
  return { round: view, balance };
}
