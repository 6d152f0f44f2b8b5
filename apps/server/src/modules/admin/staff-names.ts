import { staffAccess } from '@gemilang/contract';
import type { Db } from '../../db/connection';

/**
 * Operators' sign-in names by id, as a relation another module joins in its own statement to name who
 * proposed, decided or paid something (`.leftJoin(staffNames(db, merchantId).as('o'), 'o.id', …)`, or inside raw SQL),
 * so a list stays one read while the operators stay this module's to read (ADR 055). Only the brand's own
 * staff: a row of one brand never names another brand's operator.
 */
export function staffNames(db: Db, merchantId: number) {
  return db.selectFrom('operators').select(['id', 'username']).where('merchant_id', '=', merchantId);
}

/** The brand's active staff who answer the customer-service chat: the roles of access `support` (ADR 065, 069). */
export function chatStaff(db: Db, merchantId: number) {
  return db
    .selectFrom('operators')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'active')
    .where('role', 'in', [...staffAccess.support])
    .orderBy('username')
    .execute();
}
