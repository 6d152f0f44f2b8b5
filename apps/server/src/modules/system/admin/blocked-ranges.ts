import type { TBlockedRange } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { audit, operatorActor } from '../../../platform/audit';
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

export async function listBlockedRanges(request: FastifyRequest, query: { page: number; pageSize: number }) {
  const { db } = request.server.deps;
  const { count, rows } = await blockedRangesPage(db, request.merchant.id, pageWindow(query));
  return { items: rows.map(toRange), total: countValue(count), ...query };
}

export async function addBlockedRange(
  request: FastifyRequest,
  input: { cidr: string; note: string },
): Promise<TBlockedRange> {
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const cidr = normalizeCidr(input.cidr);
  if (!cidr) {
    throw new AppError('invalid_input', [
      { field: 'cidr', reason: 'invalid', message: fieldMessage('invalid', request.language) },
    ]);
  }
  const added = await db.transaction().execute(async (trx) => {
    const row = await insertBlockedRange(trx, { merchantId, cidr, note: input.note, createdAt: now() });
    if (!row) return null;
    await audit(trx, {
      ...operatorActor(request),
      action: 'blocked_range.add',
      targetType: 'blocked_range',
      targetId: row.id.toString(),
      detail: { cidr: row.cidr, note: row.note, entered: input.cidr },
    });
    await publishRegionRulesChanged(trx, merchantId);
    return toRange(row);
  });
  await request.server.deps.events.settle();
  if (!added) throw new AppError('conflict');
  return added;
}

export async function removeBlockedRange(request: FastifyRequest, id: bigint): Promise<{ ok: true }> {
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  const removed = await db.transaction().execute(async (trx) => {
    const row = await deleteBlockedRange(trx, merchantId, id);
    if (!row) return false;
    await audit(trx, {
      ...operatorActor(request),
      action: 'blocked_range.remove',
      targetType: 'blocked_range',
      targetId: id.toString(),
      detail: { cidr: row.cidr, note: row.note },
    });
    await publishRegionRulesChanged(trx, merchantId);
    return true;
  });
  await request.server.deps.events.settle();
  if (!removed) throw new AppError('not_found');
  return { ok: true };
}
