import type { z } from 'zod';
import type { StaffAccess } from './staff-access';

/**
 * Who may call a route (docs/architecture.md, Security). `realMember` excludes trial accounts (type 4); `agent` is type 1, 2,
 * 41 or 42. The back-office rules are the roles' table in staff-access.ts (ADR 069).
 */
export type Access = 'visitor' | 'member' | 'realMember' | 'agent' | StaffAccess;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  access: Access;
  /** The body travels as an encrypted envelope (see encrypted-body.ts); `body` describes it decrypted. */
  encrypted?: boolean;
  /** The body is `application/x-www-form-urlencoded` rather than JSON. */
  form?: boolean;
  /**
   * Still answered on a session that must change its password first (signed in with the default, a
   * temporary or an expired password); every other member route answers password_change_required.
   */
  beforePasswordChange?: true;
  /** Free-text summary for the OpenAPI reader. */
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  params?: z.ZodType;
  response: R;
}

export function route<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, R>,
): RouteDef<Q, B, R> {
  return def;
}

export type RouteQuery<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteBody<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type RouteValue<D> = D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
