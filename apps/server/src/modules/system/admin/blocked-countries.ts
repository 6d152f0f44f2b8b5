import type { TBlockedCountries } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { publishRegionRulesChanged } from '../../../platform/realtime';
import { blockCountries, blockedCountryCodes, unblockCountries } from '../../../platform/region-rules';

export async function blockedCountries(deps: Deps, actor: OperatorActor): Promise<TBlockedCountries> {
  return { countries: await blockedCountryCodes(deps.db, actor.merchant.id) };
}

/** Replaces the list; the audit row says which countries were added and which removed. */
export async function updateBlockedCountries(
  deps: Deps,
  actor: OperatorActor,
  input: TBlockedCountries,
): Promise<TBlockedCountries> {
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const wanted = [...new Set(input.countries)].sort();
  await db.transaction().execute(async (trx) => {
    const before = await blockedCountryCodes(trx, merchantId);
    const added = wanted.filter((c) => !before.includes(c));
    const removed = before.filter((c) => !wanted.includes(c));
    if (removed.length > 0) await unblockCountries(trx, merchantId, removed);
    if (added.length > 0) await blockCountries(trx, merchantId, added);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'blocked_countries.update',
      targetType: 'merchant',
      targetId: String(merchantId),
      detail: { added, removed },
    });
    await publishRegionRulesChanged(trx, merchantId);
  });
  await deps.events.settle();
  return { countries: await blockedCountryCodes(db, merchantId) };
}
