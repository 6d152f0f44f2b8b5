import type { TAdminVendors } from '@gemilang/contract';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { vendorRows, vendorView } from './vendor-view';

/** GET /admin/api/games/vendors: the brand's vendors in lobby order with their games' counts. */
export async function listVendors(deps: Deps, actor: OperatorActor): Promise<TAdminVendors> {
  const rows = await vendorRows(deps.db, actor.merchant.id);
  return { vendors: rows.map(vendorView) };
}
