import type { TBlockedRange } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { countValue, pageWindow } from '../../../platform/list-queries';
import { fieldMessage } from '../../../platform/messages';
import { publishRegionRulesChanged } from '../../../platform/realtime';
import {
  type BlockedRangeRow,
  blockedRangesPage,
  deleteBlockedRange,
  insertBlockedRange,
} from '../../../platform/region-rules';
import { normalizeCidr } from './normalize-cidr';

function toRange(row: BlockedRangeRow): TBlockedRange {
  return { id: row.id.toString(), cidr: String(row.cidr), note: row.note, createdAt: row.created_at.toISOString() };
}

export async function listBlockedRanges(deps: Deps, actor: OperatorActor, query: { page: number; pageSize: number }) {
  const { db } = deps;
  const { count, rows } = await blockedRangesPage(db, actor.merchant.id, pageWindow(query));
  return { items: rows.map(toRange), total: countValue(count), ...query };
}

export async function addBlockedRange(
  deps: Deps,
  actor: OperatorActor,
  input: { cidr: string; note: string },
): Promise<TBlockedRange> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const cidr = normalizeCidr(input.cidr);
  if (!cidr) {
    throw new AppError('invalid_input', [
      { field: 'cidr', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  const added = await db.transaction().execute(async (trx) => {
    const row = await insertBlockedRange(trx, { merchantId, cidr, note: input.note, createdAt: now() });
    if (!row) return null;
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'blocked_range.add',
      targetType: 'blocked_range',
      targetId: row.id.toString(),
      detail: { cidr: row.cidr, note: row.note, entered: input.cidr },
    });
    await publishRegionRulesChanged(trx, merchantId);
    return toRange(row);
  });
  await deps.events.settle();
  if (!added) throw new AppError('conflict');
  return added;
}

export async function removeBlockedRange(deps: Deps, actor: OperatorActor, id: bigint): Promise<{ ok: true }> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const removed = await db.transaction().execute(async (trx) => {
    const row = await deleteBlockedRange(trx, merchantId, id);
    if (!row) return false;
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'blocked_range.remove',
      targetType: 'blocked_range',
      targetId: id.toString(),
      detail: { cidr: row.cidr, note: row.note },
    });
    await publishRegionRulesChanged(trx, merchantId);
    return true;
  });
  await deps.events.settle();
  if (!removed) throw new AppError('not_found');
  return { ok: true };
}
