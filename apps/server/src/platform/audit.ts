import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { startsWithPattern } from './list-queries';

export interface AuditEntry {
  merchantId: number;
  actorType: 'operator' | 'member' | 'system';
  actorId?: bigint | null;
  actorName?: string;
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

const GENESIS = '0'.repeat(64);

// jsonb does not keep key order, so the hash covers a form with sorted keys.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function chainHash(prev: string, entry: AuditEntry, at: string): string {
  const payload = JSON.stringify([
    prev,
    entry.merchantId,
    entry.actorType,
    entry.actorId?.toString() ?? null,
    entry.action,
    entry.targetType ?? '',
    entry.targetId ?? '',
    canonical(entry.detail ?? {}),
    at,
  ]);
  return createHash('sha256').update(payload).digest('hex');
}

/**
 * Appends to the merchant's tamper-evident audit log (standards: GLI-19 2.8). Each row's hash covers the
 * previous one; a per-merchant transaction lock keeps the chain a line, never a fork, across processes.
 * Call it inside the transaction that makes the change, so the change and its record stand or fall together.
 */
export async function audit(trx: Transaction<Database> | Kysely<Database>, entry: AuditEntry): Promise<void> {
  const write = async (t: Transaction<Database>) => {
    await sql`SELECT pg_advisory_xact_lock(7310002, ${entry.merchantId})`.execute(t);
    const last = await t
      .selectFrom('audit_log')
      .select('hash')
      .where('merchant_id', '=', entry.merchantId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const prev = last?.hash ?? GENESIS;
    const at = new Date().toISOString();
    await t
      .insertInto('audit_log')
      .values({
        merchant_id: entry.merchantId,
        actor_type: entry.actorType,
        actor_id: entry.actorId ?? null,
        actor_name: entry.actorName ?? '',
        action: entry.action,
        target_type: entry.targetType ?? '',
        target_id: entry.targetId ?? '',
        detail: JSON.stringify(entry.detail ?? {}),
        ip: entry.ip ?? null,
        created_at: at,
        prev_hash: prev,
        hash: chainHash(prev, entry, at),
      })
      .execute();
  };
  if (trx.isTransaction) return write(trx as Transaction<Database>);
  return trx.transaction().execute(write);
}

/** Recomputes the chain; returns the id of the first row that does not fit, or null when all do. */
export async function verifyAuditChain(db: Kysely<Database>, merchantId: number): Promise<bigint | null> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'asc')
    .execute();
  let prev = GENESIS;
  for (const row of rows) {
    const expected = chainHash(
      prev,
      {
        merchantId: row.merchant_id,
        actorType: row.actor_type,
        actorId: row.actor_id,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        detail: row.detail,
      },
      row.created_at.toISOString(),
    );
    if (row.prev_hash !== prev || row.hash !== expected) return row.id;
    prev = row.hash;
  }
  return null;
}

/** One page of the brand's audit log, newest first, with the count of every row the filter keeps. */
export async function auditLogPage(
  db: Kysely<Database>,
  merchantId: number,
  query: { actionPrefix?: string; limit: number; offset: number },
) {
  let base = db.selectFrom('audit_log').where('merchant_id', '=', merchantId);
  if (query.actionPrefix) base = base.where('action', 'like', startsWithPattern(query.actionPrefix));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .select([
        'id',
        'actor_type',
        'actor_id',
        'actor_name',
        'action',
        'target_type',
        'target_id',
        'detail',
        sql<string | null>`host(ip)`.as('ip'),
        'created_at',
      ])
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { count, rows };
}

/** What happened to one target (a withdrawal, a member), oldest first, at most `limit` rows. */
export function auditTrail(
  db: Kysely<Database> | Transaction<Database>,
  merchantId: number,
  target: { type: string; id: string },
  limit: number,
) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'actor_name', 'detail', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many rows about one target with one of `actions` were written after `since` (a throttle's count). */
export async function countAuditSince(
  db: Kysely<Database> | Transaction<Database>,
  merchantId: number,
  target: { type: string; id: string },
  actions: string[],
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('action', 'in', actions)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LatestAuditRow {
  target_id: string;
  action: string;
  created_at: Date;
  detail: unknown;
}

/**
 * The newest row about each of the targets among those whose action ends in `endingWith` or is `orExactly`
 * (a member's last freeze or unfreeze, whichever module wrote it).
 */
export async function latestAuditPerTarget(
  db: Kysely<Database>,
  merchantId: number,
  target: { type: string; ids: string[] },
  actions: { endingWith: string; orExactly: string },
): Promise<LatestAuditRow[]> {
  if (target.ids.length === 0) return [];
  const { rows } = await sql<LatestAuditRow>`
    select distinct on (target_id) target_id, action, created_at, detail from audit_log
     where merchant_id = ${merchantId} and target_type = ${target.type}
       and target_id in (${sql.join(target.ids)})
       and (action like ${`%${actions.endingWith}`} or action = ${actions.orExactly})
     order by target_id, id desc`.execute(db);
  return rows;
}
