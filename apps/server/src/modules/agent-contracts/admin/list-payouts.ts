import type { TAdminPayoutPage, ZAdminPayoutsQuery } from '@gemilang/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { MerchantContext } from '../../../platform/context';
import { pageWindow } from '../../../platform/list-queries';
import { listPayouts, payoutTotals } from '../payout-listing';

/**
 * GET /admin/api/agent-payouts: what the settlement jobs recorded, one row a contract and period, newest
 * period first, by kind, state, contract, either party and the days the period ended on; with the totals of
 * everything the filters match (altogether and by state) and, for each one paid, the ledger entry that moved
 * it. Reads only.
 */
export async function adminPayouts(
  db: Db,
  merchant: MerchantContext,
  query: z.output<typeof ZAdminPayoutsQuery>,
): Promise<TAdminPayoutPage> {
  const [page, totals] = await Promise.all([
    listPayouts(db, merchant, query, pageWindow(query)),
    payoutTotals(db, merchant, query),
  ]);
  return { ...page, page: query.page, pageSize: query.pageSize, currency: merchant.currency, totals };
}
