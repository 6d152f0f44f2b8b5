import type { TProposeResult, TResultProposal } from '@gemilang/contract';
import { type VnResult, validateVnResult } from '@gemilang/games';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishBrandEvent } from '../../platform/realtime';
import { applyCorrection } from './apply-correction';
import { type ResultAuditActor, sameResult } from './propose-result';
import { proposalById, type ResultDrawRow, vnDrawOf } from './result-draws';
import { settleDraw } from './settle-draw';

type LockedProposal = {
  id: bigint;
  draw_id: bigint;
  kind: 'result' | 'correction';
  status: string;
  result: unknown;
  proposed_by: bigint;
};

/**
 * The proposal and its draw, locked for this decision (the draw first, then the proposal: the order a new
 * proposal and a CSV upload lock them in, so they never deadlock), checked to be another operator's and
 * still waiting.
 */
async function lockForDecision(trx: Transaction<Database>, actor: ResultAuditActor, id: bigint) {
  const found = await trx
    .selectFrom('lottery_result_proposals')
    .select('draw_id')
    .where('merchant_id', '=', actor.merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw new AppError('not_found');
  const draw = await vnDrawOf(trx, actor.merchantId, found.draw_id, true);
  if (!draw) throw new AppError('lottery_draw_unknown');
  const row = await trx
    .selectFrom('lottery_result_proposals')
    .select(['id', 'draw_id', 'kind', 'status', 'result', 'proposed_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.proposed_by === actor.actorId) throw new AppError('lottery_result_own_proposal');
  if (row.status !== 'pending') throw new AppError('lottery_result_decided');
  return { proposal: row as LockedProposal, draw };
}

/**
 * A second operator's blind entry of a proposed result (ADR 026, ADR 049): they type the numbers from the
 * sheet without being shown the first entry.
 *
 * Order:
 * 1. In one transaction: lock the draw and the proposal, refuse the operator who entered it and a proposal
 *    already decided; two operators entering at once take turns on these locks, and the second finds it
 *    decided (`lottery_result_decided`), so exactly one second entry acts.
 * 2. The numbers are checked by packages/games against the region's tiers, like the first entry's (a refusal
 *    changes nothing and reveals nothing of the first entry).
 * 3. Different numbers: the proposal becomes `mismatched` with the second entry kept beside the first, both
 *    shown to both operators from then on; the draw is untouched and waits for a new entry.
 * 4. The same numbers: a first result needs the draw still closed: it becomes drawn with that result (a
 *    guarded status change). A correction needs the draw settled: applyCorrection re-decides its bets and
 *    moves the differences, all in this same transaction. The proposal is marked confirmed, audited with
 *    both entries, and committed with the draw.
 * 5. After the commit, a drawn draw is settled by settleDraw (settle-draw.ts), the same code the lottery job
 *    runs: if this process stops before it finishes, the job's next run settles the rest, once.
 */
export async function confirmResult(
  deps: Deps,
  actor: ResultAuditActor,
  id: bigint,
  input: { prizes: TProposeResult['prizes']; note: string },
): Promise<TResultProposal> {
  const drawn = await deps.db.transaction().execute(async (trx) => {
    const { proposal, draw } = await lockForDecision(trx, actor, id);
    const checked = validateVnResult(draw.region, input.prizes);
    if (!checked.ok) throw new AppError('lottery_result_invalid', { issues: checked.errors.map((e) => ({ ...e })) });
    return secondEntry(trx, deps, actor, proposal, draw, checked.result, input.note);
  });
  if (drawn !== null) await settleDraw(deps, drawn, undefined, 'wait');
  return proposalById(deps.db, actor.merchantId, actor.actorId, id);
}

/**
 * Steps 3 and 4 above on a locked draw and proposal (also the CSV upload's second entries). Answers the draw
 * to settle after the commit, if the entries agreed on a first result.
 */
export async function secondEntry(
  trx: Transaction<Database>,
  deps: Deps,
  actor: ResultAuditActor,
  proposal: LockedProposal,
  draw: ResultDrawRow,
  entered: VnResult,
  note: string,
): Promise<bigint | null> {
  const result = proposal.result as VnResult;
  const decided = { decided_by: actor.actorId, decided_at: deps.now(), decision_note: note };
  const about = {
    proposalId: `${proposal.id}`,
    proposedBy: `${proposal.proposed_by}`,
    gameCode: draw.game_code,
    drawNumber: draw.draw_number,
    note,
  };
  if (!sameResult(entered, result)) {
    await trx
      .updateTable('lottery_result_proposals')
      .set({ ...decided, status: 'mismatched', second_result: JSON.stringify(entered) })
      .where('id', '=', proposal.id)
      .execute();
    await audit(trx, {
      ...actor,
      action: `lottery.${proposal.kind}.mismatch`,
      targetType: 'lottery_draw',
      targetId: `${draw.id}`,
      detail: { ...about, firstEntry: result, secondEntry: entered },
    });
    return null;
  }
  let detail: Record<string, unknown> = {};
  if (proposal.kind === 'result') {
    if (draw.status !== 'closed') throw new AppError('lottery_draw_not_awaiting_result');
    await trx
      .updateTable('lottery_draws')
      .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: deps.now() })
      .where('id', '=', draw.id)
      .where('status', '=', 'closed')
      .execute();
    await publishBrandEvent(trx, {
      merchantId: draw.merchant_id,
      type: 'draw',
      gameCode: draw.game_code,
      drawNumber: draw.draw_number,
      status: 'drawn',
    });
  } else {
    if (draw.status !== 'settled') throw new AppError('lottery_draw_not_awaiting_result');
    const outcome = await applyCorrection(trx, draw, proposal.id, result);
    detail = {
      correctionId: `${outcome.correctionId}`,
      correction: outcome.number,
      betsChanged: outcome.betsChanged,
      entriesPosted: outcome.entriesPosted,
      oldResult: draw.result,
    };
  }
  await trx
    .updateTable('lottery_result_proposals')
    .set({ ...decided, status: 'confirmed' })
    .where('id', '=', proposal.id)
    .execute();
  await audit(trx, {
    ...actor,
    action: `lottery.${proposal.kind}.confirm`,
    targetType: 'lottery_draw',
    targetId: `${draw.id}`,
    detail: { ...about, result, ...detail },
  });
  return proposal.kind === 'result' ? draw.id : null;
}

/**
 * A second operator rejects a proposal with a reason, without being shown it (a draw that cannot be read from
 * the sheet, say): nothing about the draw changes; it may be entered again.
 */
export async function rejectResult(
  deps: Deps,
  actor: ResultAuditActor,
  id: bigint,
  reason: string,
): Promise<TResultProposal> {
  await deps.db.transaction().execute(async (trx) => {
    const { proposal } = await lockForDecision(trx, actor, id);
    await trx
      .updateTable('lottery_result_proposals')
      .set({ status: 'rejected', decided_by: actor.actorId, decided_at: deps.now(), decision_note: reason })
      .where('id', '=', proposal.id)
      .execute();
    await audit(trx, {
      ...actor,
      action: `lottery.${proposal.kind}.reject`,
      targetType: 'lottery_draw',
      targetId: `${proposal.draw_id}`,
      detail: { proposalId: `${proposal.id}`, proposedBy: `${proposal.proposed_by}`, reason, result: proposal.result },
    });
  });
  return proposalById(deps.db, actor.merchantId, actor.actorId, id);
}
