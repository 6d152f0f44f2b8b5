import { type RawBuilder, sql } from 'kysely';

/**
 * Whether the member session `sessionId` names is live at `now`: not revoked (sign-out, a staff lock, a
 * password change or reset) and not expired. A condition other modules put into their own statement (a game
 * launch is bound to the session that made it, ADR 048), so the sessions stay this module's to read and a
 * check costs no extra round trip. A null session id is never live.
 */
export function isLiveSession(sessionId: RawBuilder<unknown>, now: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from member_sessions ls where ls.id = ${sessionId} and ls.revoked_at is null and ls.expires_at > ${now})`;
}

/** When the session `sessionId` names expires (null for none): a play session lives as long (ADR 048). */
export function sessionExpiry(sessionId: RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`(select ls.expires_at from member_sessions ls where ls.id = ${sessionId})`;
}
