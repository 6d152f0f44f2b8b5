import type { TBlockedCountries } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { audit, operatorActor } from '../../../platform/audit';
import { publishRegionRulesChanged } from '../../../platform/realtime';
import { blockCountries, blockedCountryCodes, unblockCountries } from '../../../platform/region-rules';

export async function blockedCountries(request: FastifyRequest): Promise<TBlockedCountries> {
  return { countries: await blockedCountryCodes(request.server.deps.db, request.merchant.id) };
}

/** Replaces the list; the audit row says which countries were added and which removed. */
export async function updateBlockedCountries(
  request: FastifyRequest,
  input: TBlockedCountries,
): Promise<TBlockedCountries> {
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  const wanted = [...new Set(input.countries)].sort();
  await db.transaction().execute(async (trx) => {
    const before = await blockedCountryCodes(trx, merchantId);
    const added = wanted.filter((c) => !before.includes(c));
    const removed = before.filter((c) => !wanted.includes(c));
    if (removed.length > 0) await unblockCountries(trx, merchantId, removed);
    if (added.length > 0) await blockCountries(trx, merchantId, added);
    await audit(trx, {
      ...operatorActor(request),
      action: 'blocked_countries.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { added, removed },
    });
    await publishRegionRulesChanged(trx, merchantId);
  });
  await request.server.deps.events.settle();
  return { countries: await blockedCountryCodes(db, merchantId) };
}
