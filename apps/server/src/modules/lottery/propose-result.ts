import type { TProposeResult, TResultIssue, TResultProposal } from '@gemilang/contract';
import { type VnResult, validateVnResult } from '@gemilang/games';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type AuditEntry, audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { proposalById, type ResultDrawRow, vnDrawOf } from './result-draws';

/** Who a result entry names in the audit trail: an operator, their brand and address (platform/actor.ts). */
export type ResultAuditActor = Omit<AuditEntry, 'action'> & { actorId: bigint };

/**
 * An operator proposes a Vietnamese draw's result (ADR 026): a closed draw's first result, or a corrected
 * result for a settled one. Nothing about the draw changes yet; a different operator must confirm it by a
 * blind second entry (decide-result.ts, ADR 049): until then no one else is shown these numbers.
 *
 * Order, in one transaction:
 * 1. Lock the draw row (FOR UPDATE): a confirmation or another proposal on it waits, so "one pending
 *    proposal per draw" and the draw's status are read as they stand.
 * 2. The draw must be closed (a result) or settled (a correction); anything else is refused.
 * 3. The numbers are checked by packages/games against the region's tiers (count per tier, digits per number);
 *    every problem is returned at once, by tier and number, so the form can mark them.
 * 4. A proposal already waiting for this draw is refused: it must be decided first.
 * 5. The proposal is stored with who entered it, and audited in the same transaction (without its numbers:
 *    the audit log is readable by administrators, who may be the second entry; the decision's audit has both).
 * Every refusal happens before the insert, so a refused proposal stores nothing.
 */
export async function proposeResult(
  deps: Deps,
  actor: ResultAuditActor,
  input: TProposeResult,
  source: 'form' | 'csv' = 'form',
): Promise<TResultProposal> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const draw = await vnDrawOf(trx, actor.merchantId, BigInt(input.drawId), true);
    if (!draw) throw new AppError('lottery_draw_unknown');
    const checked = checkResult(draw, input.prizes);
    if (!checked.ok) throw new AppError('lottery_result_invalid', { issues: checked.issues });
    return storeProposal(trx, actor, draw, checked.result, source);
  });
  return proposalById(deps.db, actor.merchantId, actor.actorId, id);
}

type Checked = { ok: true; result: VnResult } | { ok: false; issues: TResultIssue[] };

/** The draw's state and the numbers' shape, as one answer (the CSV upload reports them by line). */
export function checkResult(draw: ResultDrawRow, prizes: TProposeResult['prizes']): Checked {
  if (draw.status !== 'closed' && draw.status !== 'settled') throw new AppError('lottery_draw_not_awaiting_result');
  const checked = validateVnResult(draw.region, prizes);
  if (!checked.ok) return { ok: false, issues: checked.errors.map((e) => ({ ...e })) };
  if (draw.status === 'settled' && sameResult(checked.result, draw.result)) {
    return { ok: false, issues: [{ code: 'same_result' }] };
  }
  return { ok: true, result: checked.result };
}

export function sameResult(a: VnResult, b: unknown): boolean {
  const old = b as VnResult | null;
  if (!old?.prizes) return false;
  const tiers = new Set([...Object.keys(a.prizes), ...Object.keys(old.prizes)]) as Set<keyof VnResult['prizes']>;
  return [...tiers].every((t) => (a.prizes[t] ?? []).join(' ') === (old.prizes[t] ?? []).join(' '));
}

/** The proposal waiting for its second entry on a draw (locked with it by the caller), if any. */
export async function waitingProposal(trx: Transaction<Database>, drawId: bigint) {
  return trx
    .selectFrom('lottery_result_proposals')
    .select(['id', 'proposed_by'])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Stores a checked proposal on a locked draw (steps 4 and 5 above). */
export async function storeProposal(
  trx: Transaction<Database>,
  actor: ResultAuditActor,
  draw: ResultDrawRow,
  result: VnResult,
  source: 'form' | 'csv',
): Promise<bigint> {
  const waiting = await waitingProposal(trx, draw.id);
  if (waiting) throw new AppError('lottery_result_pending', { proposalId: `${waiting.id}` });
  const kind = draw.status === 'settled' ? 'correction' : 'result';
  const row = await trx
    .insertInto('lottery_result_proposals')
    .values({
      merchant_id: actor.merchantId,
      draw_id: draw.id,
      kind,
      result: JSON.stringify(result),
      source,
      proposed_by: actor.actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, {
    ...actor,
    action: `lottery.${kind}.propose`,
    targetType: 'lottery_draw',
    targetId: `${draw.id}`,
    detail: { proposalId: `${row.id}`, gameCode: draw.game_code, drawNumber: draw.draw_number, source },
  });
  return row.id;
}
