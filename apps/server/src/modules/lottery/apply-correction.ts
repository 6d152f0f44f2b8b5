import { settlementTable, type VnResult } from '@gemilang/games';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { publishBrandEvent } from '../../platform/realtime';
import { correctSettledBets } from '../bets';
import { correctPoints } from '../points';
import { entryKinds, lockedBalance, memberWalletAccount, postEntry, systemAccount } from '../wallet';
import { type ResultDrawRow, VN_REGION_OF } from './result-draws';
import { drawPointRates } from './settle-draw';

const KIND_OF_REGION = { north: 'vn_north', central: 'vn_central', south: 'vn_south' } as const;

export interface CorrectionOutcome {
  correctionId: bigint;
  number: number;
  betsChanged: number;
  entriesPosted: number;
}

/**
 * Applies a confirmed correction to a settled draw (ADR 026), inside the confirming transaction, which holds
 * the draw row locked:
 * 1. The correction is numbered (the draw's n-th) and recorded with the result it replaces.
 * 2. One UPDATE (the bets module's correctSettledBets) decides every settled bet of the draw again against the
 *    games package's settlement table of the new result (the same join settle-draw.ts makes for pending bets);
 *    each bet whose status, hits or payout changes keeps its old and new values in bet_corrections, and the bet
 *    row takes the new ones.
 * 3. Per member (in member order, so two corrections never lock wallets in opposite orders), the sum of the
 *    payout differences moves in one entry of kind bet_correction, key `draw:<id>:correction:<n>:<member>`:
 *    house → wallet when the member is owed, wallet → house when they were overpaid. A wallet never goes
 *    negative: what it no longer holds stays with the member and is recorded as `unrecovered` on the
 *    member's correction row, which the back office shows. A later correction of the same draw that owes
 *    the member money first keeps back what they still owe (`withheld`).
 *    Then the points difference of each member's changed bets (ADR 064), taken back as far as they hold.
 * 4. The draw takes the new result (it stays settled) and members' pages are told to reload it.
 * The correction number is unique per draw and every key is unique, so the same correction never moves
 * money twice: a replay inside a retried transaction finds its entries and stops.
 */
export async function applyCorrection(
  trx: Transaction<Database>,
  draw: ResultDrawRow,
  proposalId: bigint,
  newResult: VnResult,
): Promise<CorrectionOutcome> {
  const count = await trx
    .selectFrom('lottery_corrections')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('draw_id', '=', draw.id)
    .executeTakeFirstOrThrow();
  const number = Number(count.n) + 1;
  const correction = await trx
    .insertInto('lottery_corrections')
    .values({
      merchant_id: draw.merchant_id,
      draw_id: draw.id,
      proposal_id: proposalId,
      number,
      old_result: JSON.stringify(draw.result),
      new_result: JSON.stringify(newResult),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const kind = KIND_OF_REGION[draw.region];
  if (VN_REGION_OF[kind] !== newResult.region) throw new Error(`a ${newResult.region} result for a ${kind} draw`);
  const changed = await correctSettledBets(trx, {
    merchantId: draw.merchant_id,
    drawId: draw.id,
    table: settlementTable(kind, newResult),
    keepHistory: (moved) => sql`
      insert into bet_corrections (bet_id, correction_id, old_status, new_status, old_hits, new_hits, old_payout, new_payout)
      select id, ${correction.id}, old_status, new_status, old_hits, new_hits, old_payout, new_payout from ${moved}`,
    pointRates: await drawPointRates(trx, draw.merchant_id),
  });

  const house = await systemAccount(trx, draw.merchant_id, 'house');
  let entriesPosted = 0;
  for (const row of changed) {
    if (row.difference === 0n) continue;
    const wallet = await memberWalletAccount(trx, draw.merchant_id, row.member_id);
    const move = row.difference < 0n ? await takeBack(trx, wallet, -row.difference) : await payOut(trx, draw, row);
    let entryId: bigint | null = null;
    if (move.moved !== 0n) {
      const entry = await postEntry(trx, {
        merchantId: draw.merchant_id,
        kind: entryKinds.betCorrection,
        idempotencyKey: `draw:${draw.id}:correction:${number}:${row.member_id}`,
        reference: `lottery_correction:${correction.id}`,
        memberId: row.member_id,
        memo: `${draw.game_code} ${draw.draw_number}`,
        postings: [
          { accountId: house, amount: -move.moved },
          { accountId: wallet, amount: move.moved },
        ],
      });
      if (entry.replayed) throw new Error(`correction ${number} of draw ${draw.id} moved money before`);
      entryId = entry.entryId;
      entriesPosted += 1;
    }
    await trx
      .insertInto('lottery_correction_members')
      .values({
        correction_id: correction.id,
        merchant_id: draw.merchant_id,
        draw_id: draw.id,
        member_id: row.member_id,
        difference: row.difference,
        moved: move.moved,
        unrecovered: move.unrecovered,
        withheld: move.withheld,
        entry_id: entryId,
      })
      .execute();
  }

  // The points of bets that became valid or stopped being (a push, ADR 064), after the money: the wallets this
  // correction touched are locked before any points account, the order every path keeps.
  for (const row of changed) {
    await correctPoints(trx, draw.merchant_id, {
      memberId: row.member_id,
      points: row.points,
      key: `draw:${draw.id}:correction:${number}:${row.member_id}`,
      reference: `lottery_correction:${correction.id}`,
    });
  }

  await trx
    .updateTable('lottery_draws')
    .set({ result: JSON.stringify(newResult) })
    .where('id', '=', draw.id)
    .execute();
  await publishBrandEvent(trx, {
    merchantId: draw.merchant_id,
    type: 'draw',
    gameCode: draw.game_code,
    drawNumber: draw.draw_number,
    status: 'settled',
  });
  return {
    correctionId: correction.id,
    number,
    betsChanged: changed.reduce((n, r) => n + r.bets, 0),
    entriesPosted,
  };
}

type Move = { moved: bigint; unrecovered: bigint; withheld: bigint };

/** An overpaid member gives back what is owed, or all the wallet holds when that is less. */
async function takeBack(trx: Transaction<Database>, wallet: bigint, owed: bigint): Promise<Move> {
  // Held until commit: a bet or a withdrawal in between cannot spend what this takes back.
  const balance = await lockedBalance(trx, wallet);
  // Math.min takes no bigint: take what is owed, or the whole balance when it holds less.
  let taken = owed;
  if (balance < taken) taken = balance;
  return { moved: -taken, unrecovered: owed - taken, withheld: 0n };
}

/**
 * An underpaid member is paid the difference, less what they still owe from earlier corrections of this draw
 * (unrecovered then, not yet withheld): a correction reverted gives back only what was really taken.
 */
async function payOut(
  trx: Transaction<Database>,
  draw: ResultDrawRow,
  row: { member_id: bigint; difference: bigint },
): Promise<Move> {
  const debt = await trx
    .selectFrom('lottery_correction_members')
    .select(sql<string>`coalesce(sum(unrecovered) - sum(withheld), 0)`.as('owed'))
    .where('draw_id', '=', draw.id)
    .where('member_id', '=', row.member_id)
    .executeTakeFirstOrThrow();
  let withheld = BigInt(debt.owed);
  if (withheld > row.difference) withheld = row.difference;
  return { moved: row.difference - withheld, unrecovered: 0n, withheld };
}
