import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import type { AuditEntry } from '../../platform/audit';
import type { OperatorContext } from '../../platform/context';

/** The signed-in operator of a back-office route (its access rule has loaded one). */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('token_required');
  return request.operator;
}

/** Who an audit row of a back-office money action names: the operator, their brand and address. */
export function operatorActor(request: FastifyRequest): Omit<AuditEntry, 'action'> {
  const operator = operatorOf(request);
  return {
    merchantId: request.merchant.id,
    actorType: 'operator',
    actorId: operator.id,
    actorName: operator.username,
    ip: request.ip || null,
  };
}
