import type { TAdjustment } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { audit, operatorActor } from '../../platform/audit';
import { signedInOperator } from '../../platform/auth';
import { adjustmentById } from './adjustments';
import { applyAdjustment, lockAdjustmentAccounts } from './apply-adjustment';

/** The adjustment, locked for this decision, and the check that the deciding operator is not the requester. */
async function lockForDecision(trx: Transaction<Database>, request: FastifyRequest, id: bigint) {
  const row = await trx
    .selectFrom('balance_adjustments')
    .select(['id', 'member_id', 'amount', 'reason', 'state', 'requested_by'])
    .where('merchant_id', '=', request.merchant.id)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.requested_by === signedInOperator(request).id) throw new AppError('adjustment_own_approval');
  return row;
}

/**
 * A second operator applies a pending adjustment. Approving one already applied changes nothing (a double
 * click, a retried request); one already rejected stays rejected.
 */
export async function approveAdjustment(request: FastifyRequest, id: bigint, note: string): Promise<TAdjustment> {
  const { db } = request.server.deps;
  const operator = signedInOperator(request);
  await db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, request, id);
    if (row.state === 'applied') return;
    if (row.state !== 'pending') throw new AppError('adjustment_not_pending');
    // Its accounts before the audit chain's lock (apply-adjustment.ts says why).
    await lockAdjustmentAccounts(trx, request.merchant.id, row.member_id);
    await trx
      .updateTable('balance_adjustments')
      .set({ decision_note: note })
      .where('merchant_id', '=', request.merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorActor(request),
      action: 'adjustment.approve',
      targetType: 'adjustment',
      targetId: `${id}`,
      detail: { note, requestedBy: `${row.requested_by}` },
    });
    await applyAdjustment(
      trx,
      request,
      { id: row.id, memberId: row.member_id, amount: row.amount, reason: row.reason },
      operator.id,
    );
  });
  return adjustmentById(db, request.merchant, id);
}

/** A second operator refuses a pending adjustment; nothing moves. Rejecting it again changes nothing. */
export async function rejectAdjustment(request: FastifyRequest, id: bigint, reason: string): Promise<TAdjustment> {
  const { db, now } = request.server.deps;
  const operator = signedInOperator(request);
  await db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, request, id);
    if (row.state === 'rejected') return;
    if (row.state !== 'pending') throw new AppError('adjustment_not_pending');
    await trx
      .updateTable('balance_adjustments')
      .set({ state: 'rejected', decided_by: operator.id, decided_at: now(), decision_note: reason })
      .where('merchant_id', '=', request.merchant.id)
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      ...operatorActor(request),
      action: 'adjustment.reject',
      targetType: 'adjustment',
      targetId: `${id}`,
      detail: { reason, requestedBy: `${row.requested_by}` },
    });
  });
  return adjustmentById(db, request.merchant, id);
}
