import type { TSiteStatus } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { inMaintenance } from '../../platform/merchant';
import { countryOf, isRegionBlocked } from '../../platform/region';
import { fixedUtcOffsetMinutes } from './fixed-utc-offset';

/** The startup permission call: is the site open to this visitor, and what should they be told. */
export async function siteStatus(deps: Deps, actor: Actor): Promise<TSiteStatus> {
  const { db, now } = deps;
  const merchant = actor.merchant;
  const country = countryOf(actor.ip);
  const at = now();
  return {
    maintenance: inMaintenance(merchant, at),
    regionRestriction: await isRegionBlocked(db, merchant.id, actor.ip, country),
    maintenanceFrom: merchant.maintenanceFrom?.toISOString() ?? null,
    maintenanceUntil: merchant.maintenanceUntil?.toISOString() ?? null,
    maintenanceMessage: merchant.maintenanceMessage[actor.language],
    clientIp: actor.ip,
    country,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      timeZone: merchant.timeZone,
      utcOffsetMinutes: fixedUtcOffsetMinutes(merchant.timeZone, at),
      languages: merchant.languages,
    },
    serverTime: at.toISOString(),
  };
}
