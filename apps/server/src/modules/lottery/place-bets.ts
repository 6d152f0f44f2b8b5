import { createHash } from 'node:crypto';
import type { ErrorCode, TPlaceBetsRequest, TPlaceBetsResult } from '@gemilang/contract';
import { type PricedBet, type QuoteErrorCode, quoteTicket } from '@gemilang/games';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { insertSlipBets, type RecordedBet } from '../bets';
import { activeGrantId, countStake, type StakeSplit, splitStake } from '../promotions';
import { assertMayGamble } from '../protection';
import {
  betsInPlayAccount,
  betsInPlayId,
  entryKinds,
  memberBalance,
  memberWalletAccount,
  memberWalletId,
  postEntry,
} from '../wallet';
import { betView, slipView } from './bet-views';
import { type LotteryGame, lotteryGame } from './lottery-game';

/**
 * POST /lgw/bets: a member places a slip of tickets on one open draw (ADR 021). A trial account plays the
 * e-lottery only, with play money (ADR 052): its stake moves from its play wallet to the play bets in play, its
 * bets are marked `play`, and they add nothing to the draw's liability (its per-number cap still applies to the
 * slip alone); any other game answers in_need_true_account.
 *
 * Order: the game (and, for a trial account, that it is an e-lottery); every ticket parsed, validated and priced by packages/games against the brand's config,
 * and no number's potential payout alone over the cap (bad input changes nothing, and every wrong ticket is
 * named); then one transaction of few statements (each is a round trip while row locks are held: placement
 * measured 126 a second with a dozen, ADR 034) that
 * 1. records the slip in one statement only from the draw row locked FOR SHARE while it is open, opened
 *    (opens_at passed: draws are listed before they open) and before its cut-off by the database's clock (clock_timestamp()), and only if its idempotency key is new: closing
 *    the draw must wait for this transaction, so the bet is in before the close or refused, never on a draw
 *    it did not make. When nothing was recorded, a slip already made under the key answers (the same
 *    request: the same answer, even after the cut-off; another: idempotency_conflict), else the draw's state
 *    says why (a racing duplicate of the key waits on the unique index, then answers as a replay);
 * 2. debits the total (member wallet → the member's bets-in-play account, ADR 028), where an amount over the
 *    balance is refused by the ledger's guarded UPDATE; a member with a grant in play (read in step 1's
 *    statement) pays cash first and bonus for the rest, a stake over the grant's max bet is refused, and the
 *    stake counts towards its turnover (promotions' stake-with-bonus.ts, ADR 057);
 * 3. in one last statement adds each number's potential payout to the draw's liability with a guarded upsert
 *    (the cap holds against racing slips), records the bets naming the debit and links the slip to it.
 * Any refusal rolls back everything. The answer is built from what was written (the balance the debit left);
 * only a replay reads the slip and the balance back.
 */
export interface PlaceBetsInput {
  merchant: MerchantContext;
  memberId: bigint;
  /** A trial account, playing with play money (ADR 052). */
  play?: boolean;
  request: TPlaceBetsRequest;
}

const codeOf: Record<QuoteErrorCode, ErrorCode> = {
  unknown_bet_type: 'lottery_bet_type_closed',
  bet_type_closed: 'lottery_bet_type_closed',
  selection_empty: 'lottery_selection_invalid',
  selection_malformed: 'lottery_selection_invalid',
  too_many_selections: 'lottery_selection_invalid',
  number_out_of_range: 'lottery_number_out_of_range',
  number_duplicated: 'lottery_number_duplicated',
  selection_count_wrong: 'lottery_selection_count_wrong',
  stake_missing: 'lottery_stake_out_of_range',
  stake_not_positive: 'lottery_stake_out_of_range',
  points_missing: 'lottery_stake_out_of_range',
  points_not_positive_integer: 'lottery_stake_out_of_range',
  stake_below_minimum: 'lottery_stake_out_of_range',
  stake_above_maximum: 'lottery_stake_out_of_range',
};

interface PricedSlip {
  bets: PricedBet[];
  total: bigint;
  potentialWin: bigint;
  hash: string;
}

/** Validates and prices every ticket; throws the first problem's code with every problem in the details. */
export function priceSlip(game: LotteryGame, request: TPlaceBetsRequest, exponent: number): PricedSlip {
  const problems: { ticket: number; code: string; index?: number; selection?: string }[] = [];
  const bets: PricedBet[] = [];
  let total = 0n;
  let potentialWin = 0n;
  request.tickets.forEach((ticket, i) => {
    const stake =
      ticket.stake === undefined ? undefined : amountFromInput(ticket.stake, exponent, `tickets.${i}.stake`);
    const quote = quoteTicket(
      { game: game.kind, betType: ticket.betType, selections: ticket.selections, stake, points: ticket.points },
      game.config,
    );
    if (!quote.ok) {
      for (const e of quote.errors) problems.push({ ticket: i, ...e });
      return;
    }
    bets.push(...quote.bets);
    total += quote.cost;
    potentialWin += quote.maxWin;
  });
  const first = problems[0];
  if (first) throw new AppError(codeOf[first.code as QuoteErrorCode] ?? 'invalid_input', problems);
  // The request as the rules read it: " 3, 7 " and "3,7" are the same slip.
  const normalised = bets.map((b) => [b.betType, b.key, `${b.stake}`, b.points ?? null]);
  const hash = createHash('sha256')
    .update(JSON.stringify([game.code, request.drawNumber, normalised]))
    .digest('hex');
  return { bets, total, potentialWin, hash };
}

export async function placeBets(deps: Deps, input: PlaceBetsInput): Promise<TPlaceBetsResult> {
  const { merchant, memberId, request } = input;
  const play = input.play === true;
  const { db } = deps;
  // A member on a break or self-excluded places no bet (docs/product.md, Player protection).
  await assertMayGamble(db, merchant.id, memberId, deps.now());
  const game = await lotteryGame(db, merchant.id, request.gameCode);
  if (play && game.prizeMode !== 'Elott') throw new AppError('in_need_true_account');
  const slip = priceSlip(game, request, merchant.currencyExponent);
  const cap = game.config.maxPayoutPerNumber;
  const exposures = exposuresOf(slip.bets);
  if (exposures.some((e) => e.exposure > cap)) throw new AppError('lottery_liability_cap');

  const placed = await db.transaction().execute(async (trx): Promise<TPlaceBetsResult | { replayOf: bigint }> => {
    const claimed = await claimSlip(trx, merchant.id, memberId, game, request, slip, play);
    if (!claimed) return { replayOf: await earlierSlipOrRefusal(trx, merchant.id, memberId, game, request, slip) };

    const wallet = claimed.wallet ?? (await memberWalletAccount(trx, merchant.id, memberId));
    const split = await splitStake(trx, {
      merchantId: merchant.id,
      memberId,
      wallet,
      amount: slip.total,
      source: { product: game.prizeMode === 'Elott' ? 'elott' : 'lottery', gameCode: game.code },
      grantId: claimed.grant_id,
    });
    const debit = await postEntry(trx, {
      merchantId: merchant.id,
      kind: entryKinds.betStake,
      idempotencyKey: `${memberId}:${request.idempotencyKey}`,
      reference: `bet_slip:${claimed.id}`,
      memberId,
      memo: `${game.code} ${request.drawNumber}`,
      postings: [
        ...split.postings,
        {
          accountId: claimed.in_play ?? (await betsInPlayAccount(trx, merchant.id, memberId, play)),
          amount: slip.total,
        },
      ],
    });
    // The key is the slip's own, claimed above: a replayed debit would be a slip that nothing paid for.
    if (debit.replayed) throw new AppError('idempotency_conflict');
    await countStake(trx, merchant.id, split);

    const bets = await recordBets(trx, {
      merchantId: merchant.id,
      memberId,
      game,
      drawId: claimed.draw_id,
      slipId: claimed.id,
      entryId: debit.entryId,
      bets: withBonusParts(slip.bets, slip.total, split),
      grantId: split.grantId,
      // Play money is no risk of the house's: it takes no room under the draw's real liability cap.
      exposures: play ? [] : exposures,
      cap,
      play,
    });
    const exponent = merchant.currencyExponent;
    return {
      slip: {
        id: `${claimed.id}`,
        gameCode: game.code,
        drawNumber: request.drawNumber,
        currency: merchant.currency,
        totalStake: formatMinor(slip.total, exponent),
        potentialWin: formatMinor(slip.potentialWin, exponent),
        status: 'placed',
        placedAt: claimed.placed_at.toISOString(),
        // Just placed on an open draw before its cut-off: cancellable wherever the game allows it.
        bets: bets.map((b) =>
          betView(
            { ...b, game_name: game.name, draw_number: request.drawNumber, cancellable: game.allowCancel },
            exponent,
          ),
        ),
      },
      balance: formatMinor(debit.balances?.get(wallet) ?? 0n, exponent),
    };
  });
  if (!('replayOf' in placed)) return placed;

  // A replay: the slip as it stands now, and the wallet's balance now (nothing moved this time).
  const view = await slipView(db, merchant, memberId, placed.replayOf);
  if (!view) throw new Error(`slip ${placed.replayOf} vanished`);
  const balance = await memberBalance(db, merchant.id, memberId);
  return { slip: view, balance: formatMinor(balance, merchant.currencyExponent) };
}

interface ClaimedSlip {
  id: bigint;
  draw_id: bigint;
  placed_at: Date;
  /** The member's wallet and bets-in-play accounts, read in the same statement (null: not made yet). */
  wallet: bigint | null;
  in_play: bigint | null;
  /** The member's grant in play (ADR 057), read in the same statement; null: none (play money never has one). */
  grant_id: bigint | null;
}

/**
 * Steps 1 and 2 in one statement: the slip is recorded only from a draw row locked FOR SHARE while it is open,
 * opened and before its cut-off by the database's clock, and only if its idempotency key is new (a racing duplicate
 * waits on the unique index, then records nothing). Undefined: nothing recorded, see earlierSlipOrRefusal.
 */
async function claimSlip(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
  game: LotteryGame,
  request: TPlaceBetsRequest,
  slip: PricedSlip,
  play: boolean,
): Promise<ClaimedSlip | undefined> {
  const result = await sql<ClaimedSlip>`
    insert into lottery_slips (merchant_id, member_id, draw_id, idempotency_key, request_hash, total_stake,
                               potential_win)
    select ${merchantId}, ${memberId}, d.id, ${request.idempotencyKey}, ${slip.hash}, ${slip.total},
           ${slip.potentialWin}
      from lottery_draws d
     where d.game_id = ${game.id} and d.draw_number = ${request.drawNumber}
       and d.status = 'open' and d.opens_at <= clock_timestamp() and clock_timestamp() < d.cutoff_at
       for share
    on conflict (merchant_id, member_id, idempotency_key) do nothing
    returning id, draw_id, placed_at,
      ${memberWalletId(merchantId, memberId)} as wallet,
      ${betsInPlayId(merchantId, memberId, play)} as in_play,
      ${play ? sql<null>`null::bigint` : activeGrantId(merchantId, memberId)} as grant_id`.execute(trx);
  return result.rows[0];
}

/**
 * Why nothing was recorded: a slip already made under this key (the same request: its id, to answer as a
 * replay, even after the cut-off; another request: idempotency_conflict), else the draw's state.
 */
async function earlierSlipOrRefusal(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
  game: LotteryGame,
  request: TPlaceBetsRequest,
  slip: PricedSlip,
): Promise<bigint> {
  const first = await trx
    .selectFrom('lottery_slips')
    .select(['id', 'request_hash'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (first) {
    if (first.request_hash !== slip.hash) throw new AppError('idempotency_conflict');
    return first.id;
  }
  const draw = await sql<{ status: string; opened: boolean; before_cutoff: boolean }>`
    select status, opens_at <= clock_timestamp() as opened, clock_timestamp() < cutoff_at as before_cutoff
      from lottery_draws
     where game_id = ${game.id} and draw_number = ${request.drawNumber}`.execute(trx);
  const row = draw.rows[0];
  if (!row) throw new AppError('lottery_draw_unknown');
  if (row.status !== 'open' && row.status !== 'closed') throw new AppError('lottery_draw_closed');
  if (row.status !== 'open' || !row.before_cutoff) throw new AppError('lottery_after_cutoff');
  // Listed ahead of its opening (e-lottery draws are made about 30 minutes ahead): not on sale yet.
  if (!row.opened) throw new AppError('lottery_draw_not_yet_open');
  // Open and before its cut-off, yet nothing recorded and no slip under the key: a racing duplicate of the
  // key that rolled back. The member's retry places it.
  throw new AppError('idempotency_conflict');
}

/**
 * The slip's bonus part and turnover shared over its bets in proportion to their stakes (the last bet takes the
 * rounding), so each bet's win can be split in its own stake's proportion when it settles.
 */
function withBonusParts(bets: readonly PricedBet[], total: bigint, split: StakeSplit) {
  if (split.grantId === null) return bets;
  let bonusLeft = split.bonus;
  let turnoverLeft = split.turnover;
  return bets.map((bet, i) => {
    const last = i === bets.length - 1;
    const bonusStake = last ? bonusLeft : (split.bonus * bet.stake) / total;
    const turnover = last ? turnoverLeft : (split.turnover * bet.stake) / total;
    bonusLeft -= bonusStake;
    turnoverLeft -= turnover;
    return { ...bet, bonusStake, turnover };
  });
}

interface Exposure {
  betType: string;
  key: string;
  exposure: bigint;
}

/** The slip's potential payout per number, in key order (so racing slips lock liability rows in one order). */
function exposuresOf(bets: readonly PricedBet[]): Exposure[] {
  const perNumber = new Map<string, Exposure>();
  for (const b of bets) {
    const id = `${b.betType}\u0000${b.key}`;
    const current = perNumber.get(id);
    if (current) current.exposure += b.winPerHit;
    else perNumber.set(id, { betType: b.betType, key: b.key, exposure: b.winPerHit });
  }
  return [...perNumber.values()].sort((a, b) =>
    a.betType === b.betType ? (a.key < b.key ? -1 : 1) : a.betType < b.betType ? -1 : 1,
  );
}

/**
 * Step 3's rest in one statement, last, so the liability rows every slip on the draw shares are locked for
 * the shortest time: each number's potential payout added to the draw's liability by a guarded upsert (the
 * cap holds against racing slips: a refused number returns no row and the whole slip rolls back), the bets
 * recorded naming the debit (the bets module's INSERT, a step of this statement), and the slip linked to it.
 */
async function recordBets(
  trx: Transaction<Database>,
  input: {
    merchantId: number;
    memberId: bigint;
    game: LotteryGame;
    drawId: bigint;
    slipId: bigint;
    entryId: bigint;
    bets: readonly (PricedBet & { bonusStake?: bigint; turnover?: bigint })[];
    exposures: readonly Exposure[];
    cap: bigint;
    play: boolean;
    grantId: bigint | null;
  },
): Promise<RecordedBet[]> {
  const { exposures } = input;
  const placed = insertSlipBets({
    merchantId: input.merchantId,
    memberId: input.memberId,
    product: input.game.prizeMode === 'Elott' ? 'elott' : 'lottery',
    gameCode: input.game.code,
    drawId: input.drawId,
    slipId: input.slipId,
    entryId: input.entryId,
    bets: input.bets,
    play: input.play,
    grantId: input.grantId,
  });
  const result = await sql<RecordedBet & { covered: number }>`
    with liability as (
      insert into lottery_liability as l (draw_id, bet_type, bet_key, exposure)
      select ${input.drawId}, t.bet_type, t.bet_key, t.exposure
        from unnest(${exposures.map((e) => e.betType)}::text[], ${exposures.map((e) => e.key)}::text[],
                    ${exposures.map((e) => `${e.exposure}`)}::bigint[]) with ordinality as t(bet_type, bet_key, exposure, n)
       order by t.n
      on conflict (draw_id, bet_type, bet_key)
        do update set exposure = l.exposure + excluded.exposure
        where l.exposure + excluded.exposure <= ${input.cap}
      returning 1
    ), linked as (
      update lottery_slips set stake_entry_id = ${input.entryId} where id = ${input.slipId}
    ), placed as (${placed})
    select p.*, (select count(*) from liability)::int as covered from placed p order by p.id`.execute(trx);
  if (result.rows.length !== input.bets.length) throw new Error('not every bet was recorded');
  if (result.rows[0]?.covered !== exposures.length) throw new AppError('lottery_liability_cap');
  return result.rows.map(({ covered: _covered, ...bet }) => bet);
}
