import type { TAdjustment } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { adjustmentById } from './adjustments';
import { applyAdjustment, lockAdjustmentAccounts } from './apply-adjustment';

/** The adjustment, locked for this decision, and the check that the deciding operator is not the requester. */
async function lockForDecision(trx: Transaction<Database>, actor: OperatorActor, id: bigint) {
  const row = await trx
    .selectFrom('balance_adjustments')
    .select(['id', 'member_id', 'amount', 'reason', 'state', 'requested_by'])
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.requested_by === actor.operator.id) throw new AppError('adjustment_own_approval');
  return row;
}

/**
 * A second operator applies a pending adjustment. Approving one already applied changes nothing (a double
 * click, a retried request); one already rejected stays rejected.
 */
export async function approveAdjustment(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  note: string,
): Promise<TAdjustment> {
  const { db } = deps;
  const { operator } = actor;
  await db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, actor, id);
    if (row.state === 'applied') return;
    if (row.state !== 'pending') throw new AppError('adjustment_not_pending');
    // Its accounts before the audit chain's lock (apply-adjustment.ts says why).
    await lockAdjustmentAccounts(trx, actor.merchant.id, row.member_id);
    await trx
      .updateTable('balance_adjustments')
      .set({ decision_note: note })
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'adjustment.approve',
      targetType: 'adjustment',
      targetId: `${id}`,
      detail: { note, requestedBy: `${row.requested_by}` },
    });
    await applyAdjustment(
      trx,
      deps,
      actor,
      { id: row.id, memberId: row.member_id, amount: row.amount, reason: row.reason },
      operator.id,
    );
  });
  return adjustmentById(db, actor.merchant, id);
}

/** A second operator refuses a pending adjustment; nothing moves. Rejecting it again changes nothing. */
export async function rejectAdjustment(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  reason: string,
): Promise<TAdjustment> {
  const { db, now } = deps;
  const { operator } = actor;
  await db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, actor, id);
    if (row.state === 'rejected') return;
    if (row.state !== 'pending') throw new AppError('adjustment_not_pending');
    await trx
      .updateTable('balance_adjustments')
      .set({ state: 'rejected', decided_by: operator.id, decided_at: now(), decision_note: reason })
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'adjustment.reject',
      targetType: 'adjustment',
      targetId: `${id}`,
      detail: { reason, requestedBy: `${row.requested_by}` },
    });
  });
  return adjustmentById(db, actor.merchant, id);
}
