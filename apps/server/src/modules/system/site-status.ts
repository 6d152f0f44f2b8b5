import type { TSiteStatus } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { inMaintenance } from '../../platform/merchant';
import { countryOf, isRegionBlocked } from '../../platform/region';
import { fixedUtcOffsetMinutes } from './fixed-utc-offset';

/** The startup permission call: is the site open to this visitor, and what should they be told. */
export async function siteStatus(request: FastifyRequest): Promise<TSiteStatus> {
  const { db, now } = request.server.deps;
  const merchant = request.merchant;
  const country = countryOf(request.ip);
  const at = now();
  return {
    maintenance: inMaintenance(merchant, at),
    regionRestriction: await isRegionBlocked(db, merchant.id, request.ip, country),
    maintenanceFrom: merchant.maintenanceFrom?.toISOString() ?? null,
    maintenanceUntil: merchant.maintenanceUntil?.toISOString() ?? null,
    maintenanceMessage: merchant.maintenanceMessage[request.language],
    clientIp: request.ip,
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
