import { type Access, staffMay } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { OperatorRole } from '../db/schema';
import { AppError } from './app-error';
import type { Deps, MemberContext, OperatorContext } from './context';
import { memberTag, readCacheOf, sessionTag } from './read-cache';
import { hashToken } from './tokens';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/** A member's session found by its token's hash, with the member: what a token opens, read in one statement. */
export interface MemberSessionRow {
  sessionId: bigint;
  expires_at: Date;
  revoked_at: Date | null;
  password_change_required: boolean;
  id: bigint;
  username: string;
  type: number;
  status: string;
}

/** An operator's session found by its token's hash, with the operator. */
export interface OperatorSessionRow {
  sessionId: bigint;
  expires_at: Date;
  revoked_at: Date | null;
  id: bigint;
  username: string;
  role: OperatorRole;
  status: string;
  must_change_password: boolean;
}

/**
 * How a token is looked up, scoped to the host's brand (a token of one brand is useless on another's domain).
 * The sessions and the accounts are modules' tables, which the platform below them cannot read: the app passes
 * the owners' lookups in (buildApp, `app.sessionLookups`; ADR 055), each one statement.
 */
export interface SessionLookups {
  member(db: Db, merchantId: number, tokenHash: Buffer): Promise<MemberSessionRow | undefined>;
  operator(db: Db, merchantId: number, tokenHash: Buffer): Promise<OperatorSessionRow | undefined>;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The member a token belongs to on this brand, or the reason it does not open a session. Read from the
 * process's cache when it can be (ADR 016): an entry is kept only for an open session of an unlocked
 * member, and forgotten on every process when the session ends (sign-out, password change or reset,
 * lock: session_ended); expiry is checked on every call.
 */
export async function memberForToken(
  deps: Deps,
  lookups: SessionLookups,
  merchantId: number,
  token: string,
): Promise<MemberContext> {
  const hash = hashToken(token);
  const key = `${merchantId}:${hash.toString('base64')}`;
  const cache = readCacheOf<MemberContext>(deps.events, 'member-session');
  const cached = await cache.get(key);
  if (cached) {
    if (cached.sessionExpiresAt <= deps.now()) throw new AppError('token_expired');
    return cached;
  }
  const ticket = cache.ticket();
  const member = await readMemberSession(deps, lookups, merchantId, hash);
  cache.set(key, member, [memberTag(merchantId, member.id), sessionTag(merchantId, member.sessionId)], ticket);
  return member;
}

async function readMemberSession(
  deps: Deps,
  lookups: SessionLookups,
  merchantId: number,
  hash: Buffer,
): Promise<MemberContext> {
  const { db, now } = deps;
  const row = await lookups.member(db, merchantId, hash);
  if (!row || row.revoked_at || row.expires_at <= now()) throw new AppError('token_expired');
  if (row.status === 'locked') throw new AppError('account_locked');
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    sessionId: row.sessionId,
    passwordChangeRequired: row.password_change_required,
    sessionExpiresAt: row.expires_at,
  };
}

async function loadMember(request: FastifyRequest, options: AuthorizeOptions): Promise<void> {
  const token = bearer(request);
  if (!token) throw new AppError('token_required');
  const { deps, sessionLookups } = request.server;
  const member = await memberForToken(deps, sessionLookups, request.merchant.id, token);
  // A session opened with a password to be changed may only change it, read member info or sign out:
  // an operator's reset to the default password must not leave a session that can move money (issue 7).
  if (member.passwordChangeRequired && !options.beforePasswordChange) throw new AppError('password_change_required');
  request.member = member;
}

async function loadOperator(request: FastifyRequest, options: AuthorizeOptions): Promise<void> {
  const token = bearer(request);
  if (!token) throw new AppError('token_required');
  const { deps, sessionLookups } = request.server;
  const { db, now } = deps;
  const row = await sessionLookups.operator(db, request.merchant.id, hashToken(token));
  if (!row || row.revoked_at || row.expires_at <= now()) throw new AppError('token_expired');
  if (row.status !== 'active') throw new AppError('account_locked');
  // An operator signed in with a password an administrator set may only replace it, read who they are or
  // sign out: the administrator knows that password (the member side's rule above, for staff).
  if (row.must_change_password && !options.beforePasswordChange) throw new AppError('password_change_required');
  request.operator = { id: row.id, username: row.username, role: row.role, sessionId: row.sessionId };
}

export interface AuthorizeOptions {
  /** The route is one a session that must change its password may still call (contract RouteDef). */
  beforePasswordChange?: boolean;
}

/** The one place a route's declared access rule is enforced (docs/architecture.md, Security). */
export async function authorize(
  request: FastifyRequest,
  access: Access,
  options: AuthorizeOptions = {},
): Promise<void> {
  switch (access) {
    case 'visitor':
      return;
    case 'member':
      return loadMember(request, options);
    case 'realMember':
      await loadMember(request, options);
      if (request.member?.type === TRIAL_TYPE) throw new AppError('in_need_true_account');
      return;
    case 'agent':
      await loadMember(request, options);
      if (!AGENT_TYPES.includes(request.member?.type ?? -1)) throw new AppError('not_agent');
      return;
    default:
      // A back-office rule: the roles' table names who it lets in (ADR 069), the same table the back office's menu reads.
      await loadOperator(request, options);
      if (!staffMay(access, request.operator?.role)) throw new AppError('forbidden');
      return;
  }
}

/**
 * On a visitor route, the member whose token the call carries, when it opens a session of a real (not trial)
 * account; null for a visitor or any token that does not (the page is then shown as to a visitor, never refused).
 */
export async function memberIfSignedIn(request: FastifyRequest): Promise<MemberContext | null> {
  const token = bearer(request);
  if (!token) return null;
  const { deps, sessionLookups } = request.server;
  try {
    const member = await memberForToken(deps, sessionLookups, request.merchant.id, token);
    return member.type === TRIAL_TYPE || member.passwordChangeRequired ? null : member;
  } catch {
    return null;
  }
}

/** The signed-in member of a route whose access rule has already loaded one. */
export function signedInMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw new AppError('token_required');
  return request.member;
}

/** The signed-in operator of a back-office route whose access rule has already loaded one. */
export function signedInOperator(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('token_required');
  return request.operator;
}
