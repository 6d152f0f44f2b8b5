import type { TContractDetail } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../platform/app-error';
import type { MerchantContext } from '../../../platform/context';
import { contractsQuery, contractView, withPartyNames } from '../contract-view';
import { listPayouts } from '../payout-listing';
import { contractHistory } from './contract-history';

/** The newest payouts shown with a contract; the payouts page filtered by contract lists them all. */
const PAYOUTS_SHOWN = 50;

/**
 * GET /admin/api/agent-contracts/:id: one contract of the operator's brand (contract_unknown for another
 * brand's, alike), its history read from its row, and its newest payouts through the generic listing.
 */
export async function contractDetail(db: Db, merchant: MerchantContext, id: bigint): Promise<TContractDetail> {
  const [row] = await withPartyNames(
    db,
    merchant.id,
    await contractsQuery(db, merchant.id).where('c.id', '=', id).execute(),
  );
  if (!row) throw new AppError('contract_unknown');
  const payouts = await listPayouts(db, merchant, { contractId: `${id}` }, { limit: PAYOUTS_SHOWN, offset: 0 });
  return {
    currency: merchant.currency,
    contract: contractView(row, merchant.currencyExponent),
    history: contractHistory(row),
    payouts: payouts.items,
  };
}
