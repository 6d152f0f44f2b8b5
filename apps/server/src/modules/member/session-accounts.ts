import type { Db } from '../../db/connection';

/**
 * Members as a session's lookup reads them (id, name, type, status), as a relation the session module joins in
 * its one statement that opens a token (ADR 055).
 */
export function sessionAccounts(db: Db) {
  return db.selectFrom('members').select(['id', 'username', 'type', 'status']);
}
