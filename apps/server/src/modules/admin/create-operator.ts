import type { TNewOperator, TOperatorRow } from '@gemilang/contract';
import { sql } from 'kysely';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { hashPassword } from '../../platform/passwords';
import { operatorColumns, toOperatorRow } from './operators';

/**
 * An admin opens a staff account with a role and an initial password to hand over. The admin knows that
 * password, so the new operator must replace it at the first sign-in before the back office does anything
 * else for them (platform/auth.ts).
 */
export async function createOperator(
  deps: Deps,
  actor: OperatorActor,
  input: Required<Pick<TNewOperator, 'username' | 'role' | 'password'>> & { displayName: string },
): Promise<TOperatorRow> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const taken = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new AppError('username_taken');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operators')
        .values({
          merchant_id: merchantId,
          username: input.username,
          display_name: input.displayName,
          role: input.role,
          password_hash: passwordHash,
          must_change_password: true,
          created_at: now(),
        })
        .returning(operatorColumns)
        .executeTakeFirstOrThrow();
      await audit(trx, {
        ...operatorAuditActor(actor),
        action: 'operator.create',
        targetType: 'operator',
        targetId: row.id.toString(),
        detail: { username: row.username, role: row.role, displayName: row.display_name },
      });
      return toOperatorRow(row);
    });
  } catch (error) {
    // Two admins creating the same username at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('username_taken');
    throw error;
  }
}
