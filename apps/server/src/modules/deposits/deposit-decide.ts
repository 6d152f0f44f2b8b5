import type { TAdminDeposit } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { type AuditEntry, audit } from '../../platform/audit';
import { signedInOperator } from '../../platform/auth';
import { closeDeposit } from './deposit-close';
import { creditDeposit } from './deposit-credit';
import { syncDepositWithGateway } from './deposit-sync-gateway';
import { adminDepositById } from './deposit-view';

function actor(request: FastifyRequest): Omit<AuditEntry, 'action'> {
  const operator = signedInOperator(request);
  return {
    merchantId: request.merchant.id,
    actorType: 'operator',
    actorId: operator.id,
    actorName: operator.username,
    ip: request.ip || null,
  };
}

async function answer(request: FastifyRequest, id: bigint): Promise<TAdminDeposit> {
  const { db } = request.server.deps;
  const row = await adminDepositById(db, request.merchant.id, id, request.merchant.currencyExponent, request.language);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The cashier approves a pending bank transfer: credited once (approving again changes nothing), audited. */
export async function approveDeposit(request: FastifyRequest, id: bigint, note: string): Promise<TAdminDeposit> {
  await creditDeposit(request.server.deps, request.merchant, id, {
    by: 'operator',
    operatorId: signedInOperator(request).id,
    note,
    actor: actor(request),
  });
  return answer(request, id);
}

/** The cashier rejects a pending bank transfer; the reason reaches the member with the message. Audited. */
export async function rejectDeposit(request: FastifyRequest, id: bigint, note: string): Promise<TAdminDeposit> {
  await closeDeposit(request.server.deps, request.merchant, id, {
    as: 'rejected',
    operatorId: signedInOperator(request).id,
    note,
    actor: actor(request),
  });
  return answer(request, id);
}

/**
 * The cashier asks the gateway about an online deposit (a member says they paid and nothing came): the
 * gateway's answer is acted on as its callback would be (a bank transfer has nothing to ask and stays as it
 * is). The question and what it found are audited.
 */
export async function checkDepositWithGateway(request: FastifyRequest, id: bigint): Promise<TAdminDeposit> {
  const { deps } = request.server;
  const row = await deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', request.merchant.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const after = await syncDepositWithGateway(deps, request.merchant, row);
  await audit(deps.db, {
    ...actor(request),
    action: 'deposit.check',
    targetType: 'deposit',
    targetId: id.toString(),
    detail: { before: row.state, after: after.state, gatewayOrderId: row.gateway_order_id },
  });
  return answer(request, id);
}
