import type { ZDomainRoute } from '@gemilang/contract';
import { encodeCustomerServicePath } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';
import { brandHosts, hostOf } from '../../platform/merchant';
import { cdnListOf, customerServiceOf, domainSpeedOf, resourcesOf } from './site-settings';

/**
 * Where the site lives and what it links to: the brand's domains (the one the visitor names first), app
 * download resources, customer-service paths (encoded as packages/contract/src/customer-service-path.ts describes) and CDN lists. What the brand
 * has not configured is an empty list; the site then uses its own defaults.
 */
export async function domainRoute(
  db: Kysely<Database>,
  merchant: MerchantContext,
  domain: string | undefined,
): Promise<z.input<typeof ZDomainRoute>> {
  const current = domain ? hostOf(domain) : '';
  // Sorted here, not in SQL, so the order does not depend on the database's collation.
  const hosts = (await brandHosts(db, merchant.id)).sort();
  const ordered = hosts.includes(current) ? [current, ...hosts.filter((h) => h !== current)] : hosts;
  const { settings } = merchant;
  return {
    domainList: ordered.map((host) => ({ domain: host, speed: domainSpeedOf(settings, host) })),
    resources: resourcesOf(settings),
    customerService: await Promise.all(
      customerServiceOf(settings).map(async (entry) => ({
        type: entry.type,
        path: await encodeCustomerServicePath(entry.url),
      })),
    ),
    imageCDNs: cdnListOf(settings, 'imageCDNs'),
    launchGameCDNs: cdnListOf(settings, 'launchGameCDNs'),
  };
}
