import type { TAdminDraw } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { adminDrawRow, adminDrawView } from './admin-draw-view';

/** GET /admin/api/lottery/draws/:id: one of the brand's draws with its bets' count and stake. */
export async function getDraw(request: FastifyRequest, drawId: bigint): Promise<TAdminDraw> {
  const merchant = request.merchant;
  const row = await adminDrawRow(request.server.deps.db, merchant.id, drawId);
  return adminDrawView(row, request.language, merchant.currencyExponent, request.server.deps.config);
}
