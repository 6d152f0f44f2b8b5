import {
  formatMinor,
  RECORD_MONTHS_ONLINE,
  type TRecordType,
  type TTransactionHistory,
  type TTransactionRow,
} from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { memberAccounts } from '../member';
import type { DescribeEntries } from './describe-entries';
import { addDays, addMonths, todayIn } from './record-days';

export interface HistoryQuery {
  type: TRecordType;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Default window: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

/**
 * The days a query covers, checked against what is kept online: no start before RECORD_MONTHS_ONLINE months
 * ago, no range wider than that, and the start not after the end.
 */
export function recordRange(query: { from?: string; to?: string }, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  const earliest = addMonths(today, -RECORD_MONTHS_ONLINE);
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('date_range_reversed', [{ field: 'from', reason: 'invalid' }]);
  if (from < earliest) {
    throw new AppError('date_range_too_old', [{ field: 'from', reason: 'invalid' }], {
      months: RECORD_MONTHS_ONLINE,
      earliest,
    });
  }
  if (to > addMonths(from, RECORD_MONTHS_ONLINE)) {
    throw new AppError('date_range_too_wide', [{ field: 'to', reason: 'invalid' }], { months: RECORD_MONTHS_ONLINE });
  }
  return { from, to, earliest };
}

/** Whose wallets: one member's, or a set of members' given as a relation (an agent's team). */
export type WalletOwners = { memberId: bigint } | { members: RawBuilder<{ member_id: bigint }> };

/**
 * The account record: the postings of the member's wallet with their entries, newest first, within days of
 * the merchant's zone. Only the owners' wallets are read, so another member's movements never show; a
 * team's record (the agent centre's downline transaction details) names each movement's account.
 */
export async function transactionHistory(
  db: Db,
  merchant: MerchantContext,
  owners: WalletOwners,
  query: HistoryQuery,
  now: Date,
  describeEntries: DescribeEntries,
): Promise<TTransactionHistory> {
  const { from, to, earliest } = recordRange(query, merchant.timeZone, now);
  const answer = { currency: merchant.currency, from, to, earliest, page: query.page, pageSize: query.pageSize };
  const wallets = db
    .selectFrom('ledger_accounts as a')
    .select('a.id')
    .where('a.merchant_id', '=', merchant.id)
    .where('a.kind', '=', 'member_wallet');
  let walletIds: bigint[];
  if ('memberId' in owners) {
    const wallet = await wallets.where('a.member_id', '=', owners.memberId).executeTakeFirst();
    if (!wallet) return { ...answer, items: [], total: 0 };
    walletIds = [wallet.id];
  } else {
    walletIds = (
      await wallets.where('a.member_id', 'in', sql<bigint>`(select o.member_id from (${owners.members}) o)`).execute()
    ).map((w) => w.id);
    if (walletIds.length === 0) return { ...answer, items: [], total: 0 };
  }

  // Midnight of each day in the merchant's zone, as instants: `timestamp AT TIME ZONE zone` reads a wall
  // clock time in that zone.
  const zone = merchant.timeZone;
  let rows = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('p.merchant_id', '=', merchant.id)
    .where('e.merchant_id', '=', merchant.id)
    .where('p.account_id', 'in', walletIds)
    .where('p.created_at', '>=', sql<Date>`(${from}::date)::timestamp AT TIME ZONE ${zone}`)
    .where('p.created_at', '<', sql<Date>`(${addDays(to, 1)}::date)::timestamp AT TIME ZONE ${zone}`);
  if (query.type !== 'all') rows = rows.where('e.kind', '=', query.type);

  const [items, count] = await Promise.all([
    rows
      .innerJoin('ledger_accounts as w', 'w.id', 'p.account_id')
      .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'w.member_id')
      .select(['p.id', 'p.created_at', 'p.amount', 'p.balance_after', 'e.kind', 'e.reference', 'e.memo', 'm.username'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    rows.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const described = await describeEntries(db, merchant.id, items);
  return {
    ...answer,
    total: Number(count?.n ?? 0),
    items: items.map(
      (r, i): TTransactionRow => ({
        id: `${r.id}`,
        time: r.created_at.toISOString(),
        type: r.kind,
        amount: money(r.amount),
        balanceAfter: money(r.balance_after),
        reference: r.reference,
        memo: r.memo,
        details: described[i]?.details ?? {},
        gameName: described[i]?.gameName ?? null,
        referenceLabel: described[i]?.referenceLabel ?? null,
        ...('members' in owners ? { account: r.username } : {}),
      }),
    ),
  };
}
