import type { TPayoutRunPage, ZPayoutRunsQuery } from '@gemilang/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { MerchantContext } from '../../../platform/context';
import { pageWindow } from '../../../platform/list-queries';
import { payoutPeriods } from '../payout-listing';

/**
 * GET /admin/api/agent-payouts/runs: the settlement runs' results as the payouts show them — each kind's
 * periods, newest first, counted and summed by state. The job keeps no run log of its own (ADR 037, 039).
 */
export async function payoutRuns(
  db: Db,
  merchant: MerchantContext,
  query: z.output<typeof ZPayoutRunsQuery>,
): Promise<TPayoutRunPage> {
  const page = await payoutPeriods(db, merchant, query, pageWindow(query));
  return { ...page, page: query.page, pageSize: query.pageSize, currency: merchant.currency };
}
