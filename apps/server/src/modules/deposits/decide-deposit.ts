import type { TAdminDeposit } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { creditDeposit } from './credit-deposit';
import { closeDeposit } from './deposit-close';
import { adminDepositById } from './deposit-view';
import { syncDepositWithGateway } from './sync-deposit-with-gateway';

async function answer(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminDeposit> {
  const { db } = deps;
  const row = await adminDepositById(db, actor.merchant.id, id, actor.merchant.currencyExponent, actor.language);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The cashier approves a pending bank transfer: credited once (approving again changes nothing), audited. */
export async function approveDeposit(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  note: string,
): Promise<TAdminDeposit> {
  await creditDeposit(deps, actor.merchant, id, {
    by: 'operator',
    operatorId: actor.operator.id,
    note,
    actor: operatorAuditActor(actor),
  });
  return answer(deps, actor, id);
}

/** The cashier rejects a pending bank transfer; the reason reaches the member with the message. Audited. */
export async function rejectDeposit(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  note: string,
): Promise<TAdminDeposit> {
  await closeDeposit(deps, actor.merchant, id, {
    as: 'rejected',
    operatorId: actor.operator.id,
    note,
    actor: operatorAuditActor(actor),
  });
  return answer(deps, actor, id);
}

/**
 * The cashier asks the gateway about an online deposit (a member says they paid and nothing came): the
 * gateway's answer is acted on as its callback would be (a bank transfer has nothing to ask and stays as it
 * is). The question and what it found are audited.
 */
export async function checkDepositWithGateway(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminDeposit> {
  const row = await deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const after = await syncDepositWithGateway(deps, actor.merchant, row);
  await audit(deps.db, {
    ...operatorAuditActor(actor),
    action: 'deposit.check',
    targetType: 'deposit',
    targetId: id.toString(),
    detail: { before: row.state, after: after.state, gatewayOrderId: row.gateway_order_id },
  });
  return answer(deps, actor, id);
}
