import type { TAdminDraw } from '@gemilang/contract';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { adminDrawRow, adminDrawView } from './admin-draw-view';

/** GET /admin/api/lottery/draws/:id: one of the brand's draws with its bets' count and stake. */
export async function getDraw(deps: Deps, actor: OperatorActor, drawId: bigint): Promise<TAdminDraw> {
  const merchant = actor.merchant;
  const row = await adminDrawRow(deps.db, merchant.id, drawId);
  return adminDrawView(row, actor.language, merchant.currencyExponent, deps.config);
}
