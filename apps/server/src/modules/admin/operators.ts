import type { TOperator, TOperatorRow } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, OperatorRole } from '../../db/schema';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { countValue, pageWindow } from '../../platform/list-queries';

/** What an operator row of the back office is read from; a password hash never leaves the table. */
export const operatorColumns = [
  'id',
  'username',
  'display_name',
  'role',
  'status',
  'failed_login_count',
  'last_login_at',
  'created_at',
] as const;

type Row = {
  id: bigint;
  username: string;
  display_name: string;
  role: OperatorRole;
  status: 'active' | 'locked';
  failed_login_count: number;
  last_login_at: Date | null;
  created_at: Date;
};

export function toOperatorRow(row: Row): TOperatorRow {
  return {
    id: row.id.toString(),
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    status: row.status,
    failedLoginCount: row.failed_login_count,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One operator of the brand, or not_found: an id of another brand is as unknown as no id at all. */
export async function operatorRow(db: Kysely<Database>, merchantId: number, id: bigint): Promise<TOperatorRow> {
  const row = await db
    .selectFrom('operators')
    .select(operatorColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toOperatorRow(row);
}

export async function me(deps: Deps, actor: OperatorActor): Promise<TOperator> {
  const row = await operatorRow(deps.db, actor.merchant.id, actor.operator.id);
  return { id: row.id, username: row.username, displayName: row.displayName, role: row.role };
}

export async function listOperators(
  deps: Deps,
  actor: OperatorActor,
  query: { page: number; pageSize: number },
): Promise<{ items: TOperatorRow[]; total: number; page: number; pageSize: number }> {
  const { db } = deps;
  const base = db.selectFrom('operators').where('merchant_id', '=', actor.merchant.id);
  const { limit, offset } = pageWindow(query);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base.select(operatorColumns).orderBy(sql`lower(username)`).orderBy('id').limit(limit).offset(offset).execute(),
  ]);
  return { items: rows.map(toOperatorRow), total: countValue(count), ...query };
}
