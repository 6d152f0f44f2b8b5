import type { TAdminGrant, TAdminGrantPage, ZAdminGrantsQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { staffNames } from '../../admin';
import { memberAccounts, memberIdsNamed } from '../../member';

/** Grants with their member's and granting operator's names and their offer's title, in one statement. */
function grantsOf(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion_grants as g')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'g.member_id')
    .innerJoin('promotion_offers as o', (join) =>
      join.onRef('o.id', '=', 'g.offer_id').on('o.merchant_id', '=', merchantId),
    )
    .leftJoin(staffNames(db, merchantId).as('s'), 's.id', 'g.granted_by')
    .where('g.merchant_id', '=', merchantId);
}

const columns = [
  'g.id',
  'g.member_id',
  'm.username',
  'g.offer_id',
  'o.title',
  'g.source_ref',
  'g.state',
  'g.reason',
  'g.note',
  'g.amount',
  'g.deposit_amount',
  'g.turnover_needed',
  'g.turnover_done',
  'g.converted',
  'g.forfeited',
  's.username as granted_by_name',
  'g.expires_at',
  'g.created_at',
  'g.ended_at',
] as const;

type Row = {
  id: bigint;
  member_id: bigint;
  username: string;
  offer_id: bigint;
  title: { ms: string; en: string; zh: string };
  source_ref: string;
  state: TAdminGrant['state'];
  reason: string;
  note: string;
  amount: bigint;
  deposit_amount: bigint;
  turnover_needed: bigint;
  turnover_done: bigint;
  converted: bigint;
  forfeited: bigint;
  granted_by_name: string | null;
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
};

function toGrant(row: Row, merchant: MerchantContext): TAdminGrant {
  const money = (v: bigint) => formatMinor(v, merchant.currencyExponent);
  return {
    id: `${row.id}`,
    memberId: `${row.member_id}`,
    username: row.username,
    offerId: `${row.offer_id}`,
    offerTitle: row.title,
    sourceRef: row.source_ref,
    state: row.state,
    reason: row.reason,
    note: row.note,
    amount: money(row.amount),
    depositAmount: money(row.deposit_amount),
    turnoverNeeded: money(row.turnover_needed),
    turnoverDone: money(row.turnover_done),
    converted: money(row.converted),
    forfeited: money(row.forfeited),
    currency: merchant.currency,
    grantedBy: row.granted_by_name,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

export async function grantForAdmin(db: Db, merchant: MerchantContext, id: bigint): Promise<TAdminGrant> {
  const row = await grantsOf(db, merchant.id).select(columns).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toGrant(row as Row, merchant);
}

/** GET /admin/api/promotions/grants: newest first, by member (account name, any case), offer and state. */
export async function listGrants(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminGrantsQuery>,
): Promise<TAdminGrantPage> {
  const { merchant } = actor;
  let filtered = grantsOf(deps.db, merchant.id);
  if (query.username) filtered = filtered.where('g.member_id', 'in', memberIdsNamed(merchant.id, query.username));
  if (query.offerId) filtered = filtered.where('g.offer_id', '=', BigInt(query.offerId));
  if (query.state) filtered = filtered.where('g.state', '=', query.state);
  const [rows, total] = await Promise.all([
    filtered
      .select(columns)
      .orderBy('g.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => toGrant(r as Row, merchant)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
