import { createHash } from 'node:crypto';
import type { ErrorCode, TPlaceBetsRequest, TPlaceBetsResult } from '@gemilang/contract';
import { type PricedBet, type QuoteErrorCode, quoteTicket } from '@gemilang/games';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { entryKinds } from '../wallet/entry-kinds';
import { memberBalance, memberWalletAccount, transfer } from '../wallet/ledger';
import { betsInPlayAccount } from '../wallet/member-stripes';
import { slipView } from './bet-views';
import { type LotteryGame, lotteryGame } from './lottery-game';

/**
 * POST /lgw/bets: a member places a slip of tickets on one open draw (ADR 021). Trial accounts never reach
 * here (the route is for real members: in_need_true_account).
 *
 * Order: the game; every ticket parsed, validated and priced by packages/games against the brand's config
 * (bad input changes nothing, and every wrong ticket is named); then one transaction that
 * 1. answers a slip already made under this idempotency key (same request: the same answer; another:
 *    idempotency_conflict), before anything else, so a retry after the cut-off still gets its slip;
 * 2. locks the draw row FOR SHARE while it is open and before its cut-off by the database's clock
 *    (clock_timestamp()): closing the draw must wait for this transaction, so the bet is in before the close
 *    or refused, never on a draw it did not make;
 * 3. records the slip (a racing duplicate of the key waits on the unique index, then answers as a replay),
 *    adds each number's potential payout to the draw's liability with a guarded upsert (the cap holds
 *    against racing slips), debits the total (member wallet → the member's bets-in-play account, ADR 028),
 *    where an amount over the balance is refused by the ledger's guarded UPDATE, then records the bets naming
 *    that debit. Any refusal rolls back everything. The answer's balance is the one the debit left.
 */
export interface PlaceBetsInput {
  merchant: MerchantContext;
  memberId: bigint;
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
  const { db } = deps;
  const game = await lotteryGame(db, merchant.id, request.gameCode);
  const slip = priceSlip(game, request, merchant.currencyExponent);

  const placed = await db.transaction().execute(async (trx): Promise<{ slipId: bigint; balance?: bigint }> => {
    const replay = async () => {
      const first = await trx
        .selectFrom('lottery_slips')
        .select(['id', 'request_hash'])
        .where('merchant_id', '=', merchant.id)
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst();
      if (first && first.request_hash !== slip.hash) throw new AppError('idempotency_conflict');
      return first?.id;
    };
    const earlier = await replay();
    if (earlier !== undefined) return { slipId: earlier };

    const draw = await sql<{ id: bigint; status: string; before_cutoff: boolean }>`
      select id, status, clock_timestamp() < cutoff_at as before_cutoff
        from lottery_draws
       where game_id = ${game.id} and draw_number = ${request.drawNumber}
         for share`.execute(trx);
    const row = draw.rows[0];
    if (!row) throw new AppError('lottery_draw_unknown');
    if (row.status !== 'open' && row.status !== 'closed') throw new AppError('lottery_draw_closed');
    if (row.status !== 'open' || !row.before_cutoff) throw new AppError('lottery_after_cutoff');

    const created = await trx
      .insertInto('lottery_slips')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        draw_id: row.id,
        idempotency_key: request.idempotencyKey,
        request_hash: slip.hash,
        total_stake: slip.total,
        potential_win: slip.potentialWin,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) {
      // The same key committed by a racing request meanwhile: answer as its replay.
      const first = await replay();
      if (first === undefined) throw new AppError('idempotency_conflict');
      return { slipId: first };
    }

    await addLiability(trx, row.id, slip.bets, game.config.maxPayoutPerNumber);

    const wallet = await memberWalletAccount(trx, merchant.id, memberId);
    const debit = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.betStake,
      idempotencyKey: `${memberId}:${request.idempotencyKey}`,
      reference: `bet_slip:${created.id}`,
      memberId,
      memo: `${game.code} ${request.drawNumber}`,
      from: wallet,
      to: await betsInPlayAccount(trx, merchant.id, memberId),
      amount: slip.total,
    });
    // The key is the slip's own, checked above: a replayed debit would be a slip that nothing paid for.
    if (debit.replayed) throw new AppError('idempotency_conflict');
    // The bets are recorded once the debit is, so each is inserted naming it (no second write of every bet).
    const product = game.prizeMode === 'Elott' ? 'elott' : 'lottery';
    const inserted = await trx
      .insertInto('bets')
      .values(
        slip.bets.map((b) => ({
          merchant_id: merchant.id,
          member_id: memberId,
          product,
          game_code: game.code,
          draw_id: row.id,
          slip_id: created.id,
          bet_type: b.betType,
          bet_key: b.key,
          numbers: b.numbers ? [...b.numbers] : null,
          stake: b.stake,
          odds: b.odds,
          points: b.points,
          win_per_hit: b.winPerHit,
          potential_win: b.winPerHit,
          stake_entry_id: debit.entryId,
        })),
      )
      .returning('id')
      .execute();
    if (inserted.length !== slip.bets.length) throw new Error('not every bet was recorded');

    await trx
      .updateTable('lottery_slips')
      .set({ stake_entry_id: debit.entryId })
      .where('id', '=', created.id)
      .execute();
    return { slipId: created.id, balance: debit.balances?.get(wallet) };
  });

  const view = await slipView(db, merchant, memberId, placed.slipId);
  if (!view) throw new Error(`slip ${placed.slipId} vanished`);
  // The wallet's balance as the debit left it (a replay reads it: nothing moved this time).
  const balance = placed.balance ?? (await memberBalance(db, merchant.id, memberId));
  return { slip: view, balance: formatMinor(balance, merchant.currencyExponent) };
}

/**
 * Adds the slip's potential payouts to the draw's liability per number, refusing the slip when any number
 * would pass the cap. One statement, rows in key order (so racing slips never deadlock); the guarded
 * ON CONFLICT update is what makes the cap hold against them.
 */
async function addLiability(
  trx: Transaction<Database>,
  drawId: bigint,
  bets: readonly PricedBet[],
  cap: bigint,
): Promise<void> {
  const perNumber = new Map<string, { betType: string; key: string; exposure: bigint }>();
  for (const b of bets) {
    const id = `${b.betType}\u0000${b.key}`;
    const current = perNumber.get(id);
    if (current) current.exposure += b.winPerHit;
    else perNumber.set(id, { betType: b.betType, key: b.key, exposure: b.winPerHit });
  }
  const rows = [...perNumber.values()].sort((a, b) =>
    a.betType === b.betType ? (a.key < b.key ? -1 : 1) : a.betType < b.betType ? -1 : 1,
  );
  if (rows.some((r) => r.exposure > cap)) throw new AppError('lottery_liability_cap');
  const result = await sql<{ bet_key: string }>`
    insert into lottery_liability as l (draw_id, bet_type, bet_key, exposure)
    select ${drawId}, t.bet_type, t.bet_key, t.exposure
      from unnest(${rows.map((r) => r.betType)}::text[], ${rows.map((r) => r.key)}::text[],
                  ${rows.map((r) => `${r.exposure}`)}::bigint[]) with ordinality as t(bet_type, bet_key, exposure, n)
     order by t.n
    on conflict (draw_id, bet_type, bet_key)
      do update set exposure = l.exposure + excluded.exposure
      where l.exposure + excluded.exposure <= ${cap}
    returning l.bet_key`.execute(trx);
  if (result.rows.length !== rows.length) throw new AppError('lottery_liability_cap');
}
