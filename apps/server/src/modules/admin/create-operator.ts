import type { TNewOperator, TOperatorRow } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import { audit, operatorActor } from '../../platform/audit';
import { isUniqueViolation } from '../../platform/database-errors';
import { hashPassword } from '../../platform/passwords';
import { operatorColumns, toOperatorRow } from './operators';

/**
 * An admin opens a staff account with a role and an initial password to hand over. The admin knows that
 * password, so the new operator must replace it at the first sign-in before the back office does anything
 * else for them (platform/auth.ts).
 */
export async function createOperator(
  request: FastifyRequest,
  input: Required<Pick<TNewOperator, 'username' | 'role' | 'password'>> & { displayName: string },
): Promise<TOperatorRow> {
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
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
        ...operatorActor(request),
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
