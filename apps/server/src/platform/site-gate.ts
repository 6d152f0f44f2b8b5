import { contentImagePrefix } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { inMaintenance } from './merchant';
import { isRegionBlockedCached } from './region';

/** Calls a visitor may still make on a site in maintenance or from a blocked region: enough to be told so. */
const ALWAYS_OPEN = new Set([
  '/wps/system/status',
  '/wps/system/whitelabel',
  '/wps/system/helpCenter',
  '/wps/system/publicKey',
  // The maintenance and blocked pages offer the customer-service link.
  '/wps/system/domainRoute',
]);

export function isPlayerApi(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/lotto/');
}

/**
 * The server enforces what the status call tells the site: during maintenance the player API answers
 * 503, and from a blocked country or range it answers 403. The back office is never gated.
 */
export async function enforceSiteGate(request: FastifyRequest): Promise<void> {
  const path = request.url.split('?')[0] ?? '';
  if (!isPlayerApi(path) || ALWAYS_OPEN.has(path)) return;
  // The site's uploaded pictures are its art like the bundled files, which no gate holds: staff preparing the next
  // banner during maintenance see it (ADR 072).
  if (path.startsWith(contentImagePrefix)) return;
  const { deps } = request.server;
  if (inMaintenance(request.merchant, deps.now())) throw new AppError('maintenance');
  if (await isRegionBlockedCached(deps, request.merchant.id, request.ip)) {
    throw new AppError('region_blocked');
  }
}
