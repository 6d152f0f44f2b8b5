import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import type { AuditEntry } from '../../platform/audit';
import type { OperatorContext } from '../../platform/context';

/** The signed-in operator; the route's access rule has loaded it, this only narrows the type. */
export function currentOperator(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('token_required');
  return request.operator;
}

/** Who an audit row names for a back-office change: the operator, their brand and address. */
export function operatorActor(request: FastifyRequest): Omit<AuditEntry, 'action'> {
  const operator = currentOperator(request);
  return {
    merchantId: request.merchant.id,
    actorType: 'operator',
    actorId: operator.id,
    actorName: operator.username,
    ip: request.ip || null,
  };
}
