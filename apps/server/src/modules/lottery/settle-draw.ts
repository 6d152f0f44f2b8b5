import { type DrawResult, type GameKind, settlementTable } from '@gemilang/games';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { publishBrandEvent } from '../../platform/realtime';
import { type BetPointRates, hasPendingBetsAfter, nextMembersWithPendingBets, settleDrawBets } from '../bets';
import { creditPoints, pointSettingsOf, rateOf } from '../points';
import { bonusReturnsAccount, settleBonusShares } from '../promotions';
import {
  betsInPlayAccount,
  entryKinds,
  memberWalletAccounts,
  postEntriesInBulk,
  reserveEntryIds,
  stripeOf,
  systemAccount,
} from '../wallet';

/**
 * Settles a drawn (or voided) draw: every pending bet decided in SQL, one ledger entry per member (ADR 021).
 *
 * Order, per batch of members, each batch one transaction:
 * 1. Claim the draw row FOR UPDATE SKIP LOCKED: another process settling it now makes this one step aside,
 *    so no two processes ever work on one draw at once. A settlement that follows a result's decision waits
 *    for the row instead (`claim: 'wait'`): the operator whose entry lost the race to decide holds the draw
 *    for a moment before it is told the result was decided, and stepping aside from that lock would leave
 *    the draw to the job's next run instead of paying the winners now. Waiting is as safe as skipping: the
 *    batches take pending bets only, so one that follows another's pays nothing twice.
 * 2. The batch's members (the next ones with pending bets) get one reserved ledger entry id each.
 * 3. One UPDATE (the bets module's settleDrawBets) decides their pending bets against the games package's
 *    settlement table (passed in as JSON): key-based bets join on (bet type, key), set-based ones compare their
 *    numbers with the draw's set; a void draw refunds every stake. Each bet names its member's entry; it returns
 *    each member's stakes and payout, and each valid bet's points at its product's rate (LOTT, ELOTT; ADR 064).
 * 4. One entry per member (key `<draw>:<member>`, the reserved id), all posted by the wallet's
 *    `postEntriesInBulk` in a few statements (ADR 028): their stakes leave bets in play, the house keeps what
 *    is not paid, the wallet gets the payout. The points the batch earned follow, one points entry per member
 *    (key `draw:<draw>:<member>`), posted the same way: a unit of their own, never in the money entry.
 * Only pending bets are touched and the keys are unique, so a rerun (or a process that takes over after a
 * crash) pays nothing twice. When no bet is pending the draw is marked settled, and every signed-in member of
 * the brand is told in that same transaction (`draw` message, `settled`, or `void` once its refunds are made).
 */
// Posting is set-based, so a batch costs a few statements whatever its size: big batches, each still a
// transaction short enough (a few seconds at 50 bets a member) that members' wallets are not held for long.
export const SETTLE_BATCH_MEMBERS = 5000;

export interface SettleOutcome {
  /** False when another process held the draw (or it is not ready to settle). */
  claimed: boolean;
  betsSettled: number;
  entriesPosted: number;
  finished: boolean;
}

export async function settleDraw(
  deps: Deps,
  drawId: bigint,
  batchMembers = SETTLE_BATCH_MEMBERS,
  claim: 'skip' | 'wait' = 'skip',
): Promise<SettleOutcome> {
  const total: SettleOutcome = { claimed: false, betsSettled: 0, entriesPosted: 0, finished: false };
  // Members below this one were settled by an earlier batch of this call: the next batch starts after them.
  let after = 0n;
  for (;;) {
    const step = await deps.db.transaction().execute((trx) => settleBatch(trx, drawId, batchMembers, after, claim));
    if (!step.claimed) return total;
    after = step.lastMember ?? after;
    total.claimed = true;
    total.betsSettled += step.betsSettled;
    total.entriesPosted += step.entriesPosted;
    if (step.finished) return { ...total, finished: true };
  }
}

/** Settles every draw that is drawn (or void) with bets still to settle; returns how many it finished. */
export async function settleDueDraws(deps: Deps): Promise<number> {
  const due = await deps.db
    .selectFrom('lottery_draws')
    .select('id')
    .where((eb) =>
      eb.or([eb('status', '=', 'drawn'), eb.and([eb('status', '=', 'void'), eb('settled_at', 'is', null)])]),
    )
    .orderBy('draw_at')
    .limit(100)
    .execute();
  let finished = 0;
  for (const { id } of due) if ((await settleDraw(deps, id)).finished) finished++;
  return finished;
}

async function settleBatch(
  trx: Transaction<Database>,
  drawId: bigint,
  batchMembers: number,
  after: bigint,
  claim: 'skip' | 'wait',
): Promise<SettleOutcome & { lastMember?: bigint }> {
  const claimed = await sql<{
    merchant_id: number;
    status: string;
    result: unknown;
    kind: GameKind;
    code: string;
    draw_number: string;
  }>`
    select d.merchant_id, d.status, d.result, g.kind, g.code, d.draw_number
      from lottery_draws d join lottery_games g on g.id = d.game_id
     where d.id = ${drawId}
       and (d.status = 'drawn' or (d.status = 'void' and d.settled_at is null))
       for update of d ${claim === 'skip' ? sql`skip locked` : sql``}`.execute(trx);
  const draw = claimed.rows[0];
  if (!draw) return { claimed: false, betsSettled: 0, entriesPosted: 0, finished: false };
  const isVoid = draw.status === 'void';
  // The games package's settlement table the bets are decided against (none for a void draw: every stake back).
  const table = isVoid ? null : settlementTable(draw.kind, draw.result as DrawResult);

  // The batch: the next members with pending bets after where the last batch ended.
  const memberIds = await nextMembersWithPendingBets(trx, drawId, after, batchMembers);
  const merchantId = draw.merchant_id;
  let betsSettled = 0;
  if (memberIds.length > 0) {
    // One entry id per member, reserved so the bets can name their entry in the statement that settles them.
    const entryIds = await reserveEntryIds(trx, memberIds.length);
    const pointRates = await drawPointRates(trx, merchantId);
    const totals = await settleDrawBets(trx, { drawId, memberIds, entryIds, table, pointRates });
    if (totals.length !== memberIds.length) throw new Error(`draw ${drawId}: a member of the batch had no bets`);

    // A trial account's bets were play money (ADR 052): they settle between the play twins of these accounts.
    const inPlay = new Map<string, bigint>();
    for (const row of totals) {
      const code = `${row.play ? 'play:' : ''}${stripeOf(row.member_id)}`;
      if (!inPlay.has(code)) {
        inPlay.set(code, await betsInPlayAccount(trx, merchantId, row.member_id, row.play));
      }
    }
    const house = await systemAccount(trx, merchantId, 'house');
    const playHouse = totals.some((r) => r.play) ? await systemAccount(trx, merchantId, 'play_house') : house;
    const wallets = await memberWalletAccounts(trx, merchantId, memberIds);
    // The bonus part of a payout is parked in the bonus returns account; promotions moves it on below (ADR 057).
    const bonusOf = (row: (typeof totals)[number]) => row.shares.reduce((sum, s) => sum + s.bonusPayout, 0n);
    const returns = totals.some((r) => bonusOf(r) > 0n) ? await bonusReturnsAccount(trx, merchantId) : house;
    const entries = await postEntriesInBulk(trx, {
      merchantId,
      kind: entryKinds.betSettle,
      entries: totals.map((row, i) => ({
        entryId: entryIds[i],
        idempotencyKey: `${drawId}:${row.member_id}`,
        reference: `draw:${drawId}`,
        memberId: row.member_id,
        postings: [
          {
            accountId: inPlay.get(`${row.play ? 'play:' : ''}${stripeOf(row.member_id)}`) as bigint,
            amount: -row.stakes,
          },
          { accountId: row.play ? playHouse : house, amount: row.stakes - row.payout },
          { accountId: wallets.get(row.member_id) as bigint, amount: row.payout - bonusOf(row) },
          { accountId: returns, amount: bonusOf(row) },
        ],
      })),
    });
    // Pending bets with a settlement entry already would be money paid twice: stop, roll back, and say so.
    const replayed = entries.findIndex((e, i) => e.replayed || e.entryId !== entryIds[i]);
    if (replayed >= 0) throw new Error(`draw ${drawId} member ${memberIds[replayed]} was settled before`);
    await settleBonusShares(trx, merchantId, {
      reference: `draw:${drawId}`,
      key: `draw:${drawId}`,
      shares: totals.flatMap((row) => row.shares.map((share) => ({ ...share, memberId: row.member_id }))),
    });
    // The points the batch's valid bets earned, one entry a member, in this same transaction (ADR 064).
    await creditPoints(trx, merchantId, {
      kind: entryKinds.pointsAccrual,
      reference: `draw:${drawId}`,
      credits: totals.map((row) => ({
        memberId: row.member_id,
        points: row.points,
        key: `draw:${drawId}:${row.member_id}`,
      })),
    });
    betsSettled = totals.reduce((n, r) => n + r.bets, 0);
  }
  // Members up to the batch's last were settled whole (this batch or an earlier one of this call, the draw row
  // held all along): only members after it can have bets still pending.
  const finished = !(await hasPendingBetsAfter(trx, drawId, memberIds.at(-1) ?? after));
  if (finished) {
    await sql`
      update lottery_draws
         set status = case when status = 'drawn' then 'settled' else status end, settled_at = clock_timestamp()
       where id = ${drawId}`.execute(trx);
    await publishBrandEvent(trx, {
      merchantId,
      type: 'draw',
      gameCode: draw.code,
      drawNumber: draw.draw_number,
      status: isVoid ? 'void' : 'settled',
    });
  }
  return { claimed: true, betsSettled, entriesPosted: memberIds.length, finished, lastMember: memberIds.at(-1) };
}

/** What a lottery and an e-lottery bet earn in points (LOTT and ELOTT, ADR 064); none when the mall is off. */
export async function drawPointRates(db: Db, merchantId: number): Promise<BetPointRates> {
  const settings = await pointSettingsOf(db, merchantId);
  const rates: BetPointRates = {};
  const lottery = rateOf(settings, 'LOTT');
  const elott = rateOf(settings, 'ELOTT');
  if (lottery) rates.lottery = lottery;
  if (elott) rates.elott = elott;
  return rates;
}
