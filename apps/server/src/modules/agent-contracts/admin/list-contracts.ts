import type { TAdminContractPage, ZAdminContractsQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { MerchantContext } from '../../../platform/context';
import { countValue, pageWindow } from '../../../platform/list-queries';
import { memberIdsNamed } from '../../member';
import { contractsQuery, contractView, withPartyNames } from '../contract-view';

/**
 * GET /admin/api/agent-contracts: the brand's contracts, newest offer first. Each filter narrows: kind,
 * state, either party by exact account (any case), the days offered on in the brand's zone. The kind and
 * state are compared as codes, so a filter the brand has no contract of lists none rather than failing.
 */
export async function listContracts(
  db: Db,
  merchant: MerchantContext,
  query: z.output<typeof ZAdminContractsQuery>,
): Promise<TAdminContractPage> {
  const zone = merchant.timeZone;
  let rows = contractsQuery(db, merchant.id);
  if (query.kind) rows = rows.where(sql<boolean>`c.kind = ${query.kind}`);
  if (query.status) rows = rows.where(sql<boolean>`c.status = ${query.status}`);
  if (query.upline) rows = rows.where(sql<boolean>`c.upline_id in ${memberIdsNamed(merchant.id, query.upline)}`);
  if (query.downline) rows = rows.where(sql<boolean>`c.downline_id in ${memberIdsNamed(merchant.id, query.downline)}`);
  if (query.from)
    rows = rows.where(sql<boolean>`c.offered_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to) rows = rows.where(sql<boolean>`c.offered_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
  const { limit, offset } = pageWindow(query);
  const [page, count] = await Promise.all([
    rows.orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
    rows.clearSelect().select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  return {
    items: (await withPartyNames(db, merchant.id, page)).map((r) => contractView(r, merchant.currencyExponent)),
    total: countValue(count),
    page: query.page,
    pageSize: query.pageSize,
  };
}
