import type { TAuditPage } from '@gemilang/contract';
import type { OperatorActor } from '../../platform/actor';
import { auditLogPage, verifyAuditChain } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { countValue, pageWindow } from '../../platform/list-queries';

/**
 * The brand's audit log, newest first, filtered by an action or its start. The whole chain is recomputed
 * on each read so the page can say whether any row was edited or removed since it was written.
 */
export async function listAudit(
  deps: Deps,
  actor: OperatorActor,
  query: { page: number; pageSize: number; action?: string },
): Promise<TAuditPage> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const { limit, offset } = pageWindow(query);
  const [{ count, rows }, broken] = await Promise.all([
    auditLogPage(db, merchantId, { actionPrefix: query.action, limit, offset }),
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
