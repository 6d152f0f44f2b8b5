import type { TAuditPage } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { verifyAuditChain } from '../../platform/audit';
import { countValue, pageWindow, startsWithPattern } from '../../platform/list-queries';

/**
 * The brand's audit log, newest first, filtered by an action or its start. The whole chain is recomputed
 * on each read so the page can say whether any row was edited or removed since it was written.
 */
export async function listAudit(
  request: FastifyRequest,
  query: { page: number; pageSize: number; action?: string },
): Promise<TAuditPage> {
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  let base = db.selectFrom('audit_log').where('merchant_id', '=', merchantId);
  if (query.action) base = base.where('action', 'like', startsWithPattern(query.action));
  const { limit, offset } = pageWindow(query);
  const [count, rows, broken] = await Promise.all([
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
      .limit(limit)
      .offset(offset)
      .execute(),
    verifyAuditChain(db, merchantId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id.toString(),
      actorType: r.actor_type,
      actorId: r.actor_id?.toString() ?? null,
      actorName: r.actor_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      detail: r.detail,
      ip: r.ip,
      createdAt: r.created_at.toISOString(),
    })),
    total: countValue(count),
    page: query.page,
    pageSize: query.pageSize,
    chainIntact: broken === null,
    firstBrokenId: broken?.toString() ?? null,
  };
}
