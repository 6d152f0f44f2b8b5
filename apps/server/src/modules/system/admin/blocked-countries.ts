import type { TBlockedCountries } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { audit, operatorActor } from '../../platform/audit';
import { publishRegionRulesChanged } from '../../platform/realtime';

async function readCountries(db: Kysely<Database>, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blocked_countries')
    .select('country_code')
    .where('merchant_id', '=', merchantId)
    .orderBy('country_code')
    .execute();
  return rows.map((r) => r.country_code);
}

export async function blockedCountries(request: FastifyRequest): Promise<TBlockedCountries> {
  return { countries: await readCountries(request.server.deps.db, request.merchant.id) };
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
    const before = await readCountries(trx, merchantId);
    const added = wanted.filter((c) => !before.includes(c));
    const removed = before.filter((c) => !wanted.includes(c));
    if (removed.length > 0) {
      await trx
        .deleteFrom('blocked_countries')
        .where('merchant_id', '=', merchantId)
        .where('country_code', 'in', removed)
        .execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto('blocked_countries')
        .values(added.map((country_code) => ({ merchant_id: merchantId, country_code })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
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
  return { countries: await readCountries(db, merchantId) };
}
