import type { Language } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit';
import { signedInMember, signedInOperator } from './auth';
import type { MemberContext, MerchantContext, OperatorContext } from './context';
import { hostOf } from './merchant';

/**
 * Who calls a use case, with nothing of HTTP in it (docs/architecture.md, Glossary): use cases take
 * `(deps, actor, input)`, so a job, a test or another module can call them without a request. routes.ts
 * builds the actor from the request with the functions below; only routes.ts and the platform read requests.
 */
export interface Actor {
  merchant: MerchantContext;
  /** The caller's language (the Language header, else Accept-Language, else Malay). */
  language: Language;
  /** The caller's address, as the proxy settings allow reading it. */
  ip: string;
  userAgent: string;
  /** The site's address as the caller reached it (`https://brand.example:8443`), for links sent by e-mail. */
  origin: string;
  /** The host name the caller reached, lower case and without a port ('' without a Host header). */
  host: string;
}

export interface MemberActor extends Actor {
  member: MemberContext;
}

export interface OperatorActor extends Actor {
  operator: OperatorContext;
}

/** The actor of any call, signed in or not. */
export function visitorOf(request: FastifyRequest): Actor {
  const rawHost = request.headers.host ?? '';
  return {
    merchant: request.merchant,
    language: request.language,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    origin: `${request.protocol}://${rawHost}`,
    host: hostOf(rawHost),
  };
}

/** The actor of a route whose access rule has loaded a member. */
export function memberOf(request: FastifyRequest): MemberActor {
  return { ...visitorOf(request), member: signedInMember(request) };
}

/** The actor of a back-office route whose access rule has loaded an operator. */
export function operatorOf(request: FastifyRequest): OperatorActor {
  return { ...visitorOf(request), operator: signedInOperator(request) };
}

/** Who an audit row names for a back-office action. */
export function operatorAuditActor(actor: OperatorActor): Omit<AuditEntry, 'action'> {
  return {
    merchantId: actor.merchant.id,
    actorType: 'operator',
    actorId: actor.operator.id,
    actorName: actor.operator.username,
    ip: actor.ip || null,
  };
}

/** Who an audit row names for a member's own action. */
export function memberAuditActor(actor: MemberActor): Omit<AuditEntry, 'action'> {
  return {
    merchantId: actor.merchant.id,
    actorType: 'member',
    actorId: actor.member.id,
    actorName: actor.member.username,
    ip: actor.ip || null,
  };
}
