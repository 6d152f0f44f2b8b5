import type { TAdminVendors } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { vendorRows, vendorView } from './vendor-view';

/** GET /admin/api/games/vendors: the brand's vendors in lobby order with their games' counts. */
export async function listVendors(request: FastifyRequest): Promise<TAdminVendors> {
  const rows = await vendorRows(request.server.deps.db, request.merchant.id);
  return { vendors: rows.map(vendorView) };
}
