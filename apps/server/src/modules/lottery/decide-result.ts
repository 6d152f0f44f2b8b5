import type { TResultProposal } from '@gemilang/contract';
import type { VnResult } from '@gemilang/games';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishBrandEvent } from '../../platform/realtime';
import { applyCorrection } from './apply-correction';
import type { OperatorActor } from './propose-result';
import { proposalById, vnDrawOf } from './result-draws';
import { settleDraw } from './settle-draw';

/** The proposal, locked for this decision, checked to be another operator's and still waiting. */
async function lockForDecision(trx: Transaction<Database>, actor: OperatorActor, id: bigint) {
  const row = await trx
    .selectFrom('lottery_result_proposals')
    .select(['id', 'draw_id', 'kind', 'status', 'result', 'proposed_by'])
    .where('merchant_id', '=', actor.merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.proposed_by === actor.actorId) throw new AppError('lottery_result_own_proposal');
  if (row.status !== 'pending') throw new AppError('lottery_result_decided');
  return row;
}

/**
 * A second operator confirms a proposed result (ADR 026).
 *
 * Order:
 * 1. In one transaction: lock the proposal (FOR UPDATE), refuse the operator who entered it and a proposal
 *    already decided; two operators confirming at once take turns on this lock, and the second finds it
 *    confirmed (`lottery_result_decided`), so exactly one confirmation acts.
 * 2. Lock the draw. A first result needs the draw still closed: it becomes drawn with that result (a guarded
 *    status change). A correction needs the draw settled: applyCorrection re-decides its bets and moves the
 *    differences, all in this same transaction.
 * 3. The proposal is marked confirmed by this operator, audited, and committed with the draw.
 * 4. After the commit, a drawn draw is settled by settleDraw (settle-draw.ts), the same code the lottery job
 *    runs: if this process stops before it finishes, the job's next run settles the rest, once.
 */
export async function confirmResult(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  note: string,
): Promise<TResultProposal> {
  const drawn = await deps.db.transaction().execute(async (trx) => {
    const proposal = await lockForDecision(trx, actor, id);
    const draw = await vnDrawOf(trx, actor.merchantId, proposal.draw_id, true);
    if (!draw) throw new AppError('lottery_draw_unknown');
    const result = proposal.result as VnResult;
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
      .set({ status: 'confirmed', decided_by: actor.actorId, decided_at: deps.now(), decision_note: note })
      .where('id', '=', proposal.id)
      .execute();
    await audit(trx, {
      ...actor,
      action: `lottery.${proposal.kind}.confirm`,
      targetType: 'lottery_draw',
      targetId: `${draw.id}`,
      detail: {
        proposalId: `${proposal.id}`,
        proposedBy: `${proposal.proposed_by}`,
        gameCode: draw.game_code,
        drawNumber: draw.draw_number,
        note,
        result,
        ...detail,
      },
    });
    return proposal.kind === 'result' ? draw.id : null;
  });
  if (drawn !== null) await settleDraw(deps, drawn);
  return proposalById(deps.db, actor.merchantId, id);
}

/** A second operator rejects a proposal with a reason: nothing about the draw changes; it may be entered again. */
export async function rejectResult(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  reason: string,
): Promise<TResultProposal> {
  await deps.db.transaction().execute(async (trx) => {
    const proposal = await lockForDecision(trx, actor, id);
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
      detail: { proposalId: `${proposal.id}`, proposedBy: `${proposal.proposed_by}`, reason },
    });
  });
  return proposalById(deps.db, actor.merchantId, id);
}
