import type { TAdminApplication, TAdminApplicationPage, ZAdminApplicationsQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { staffNames } from '../../admin';
import { memberAccounts } from '../../member';

/** Members' applications with who applied, for which offer, and who decided: one statement per page. */
function applicationsOf(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion_applications as a')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'a.member_id')
    .innerJoin('promotion_offers as o', (join) =>
      join.onRef('o.id', '=', 'a.offer_id').on('o.merchant_id', '=', merchantId),
    )
    .leftJoin(staffNames(db, merchantId).as('d'), 'd.id', 'a.decided_by')
    .leftJoin('promotion_grants as g', 'g.id', 'a.grant_id')
    .where('a.merchant_id', '=', merchantId);
}

const columns = [
  'a.id',
  'a.member_id',
  'm.username',
  'a.offer_id',
  'o.title',
  'o.reward',
  'a.comment',
  'a.image_ids',
  'a.state',
  'a.reason',
  'd.username as decided_by_name',
  'a.decided_at',
  'a.grant_id',
  'g.amount as granted',
  'a.created_at',
] as const;

type Row = {
  id: bigint;
  member_id: bigint;
  username: string;
  offer_id: bigint;
  title: { ms: string; en: string; zh: string };
  reward: unknown;
  comment: string;
  image_ids: bigint[];
  state: TAdminApplication['state'];
  reason: string;
  decided_by_name: string | null;
  decided_at: Date | null;
  grant_id: bigint | null;
  granted: bigint | null;
  created_at: Date;
};

/** The bonus an approval grants: the grant's when made, else the offer's application reward. */
function amountOf(row: Row): bigint {
  if (row.granted !== null) return row.granted;
  const reward = row.reward as { amount?: unknown };
  return typeof reward.amount === 'number' ? BigInt(reward.amount) : 0n;
}

function toApplication(row: Row, merchant: MerchantContext): TAdminApplication {
  return {
    id: `${row.id}`,
    memberId: `${row.member_id}`,
    username: row.username,
    offerId: `${row.offer_id}`,
    offerTitle: row.title,
    comment: row.comment,
    imageIds: row.image_ids.map(String),
    state: row.state,
    reason: row.reason,
    amount: formatMinor(amountOf(row), merchant.currencyExponent),
    currency: merchant.currency,
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    grantId: row.grant_id === null ? null : `${row.grant_id}`,
    createdAt: row.created_at.toISOString(),
  };
}

export async function applicationForAdmin(db: Db, merchant: MerchantContext, id: bigint): Promise<TAdminApplication> {
  const row = await applicationsOf(db, merchant.id).select(columns).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toApplication(row as Row, merchant);
}

/** GET /admin/api/promotions/applications: pending ones oldest first (a queue), decided ones newest first. */
export async function listApplications(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminApplicationsQuery>,
): Promise<TAdminApplicationPage> {
  const { db } = deps;
  const { merchant } = actor;
  let filtered = applicationsOf(db, merchant.id);
  if (query.state) filtered = filtered.where('a.state', '=', query.state);
  const [rows, total, pending] = await Promise.all([
    filtered
      .select(columns)
      .orderBy('a.id', query.state === 'pending' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
    db
      .selectFrom('promotion_applications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('state', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => toApplication(r as Row, merchant)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    pending: Number(pending?.n ?? 0),
  };
}
