import type { TTeamMember, TTeamMemberDetail, TTeamMemberPage } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AGENT_TYPES } from '../../platform/auth';
import type { MerchantContext } from '../../platform/context';
import { countValue, pageWindow } from '../../platform/list-queries';
import { formatMinor } from '../../platform/money';
import { memberAccounts, memberNameOf } from '../member';
import { addDays, memberBalances } from '../wallet';
import { downlineAccount, kindOf } from './team-accounts';

export interface TeamMemberFilter {
  account?: string;
  kind?: 'member' | 'agent';
  level?: number;
  from?: string;
  to?: string;
  status?: 'active' | 'locked' | 'frozen';
  page: number;
  pageSize: number;
}

/** `%part%` for ILIKE, the part's own wildcards taken literally. */
function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function downlineRows(db: Db, merchant: MerchantContext, agentId: bigint) {
  return db
    .selectFrom('team_links as l')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'l.descendant_id')
    .where('l.merchant_id', '=', merchant.id)
    .where('l.ancestor_id', '=', agentId)
    .where('l.depth', '>=', 1);
}

interface Row {
  id: bigint;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked' | 'frozen';
  created_at: Date;
  last_login_at: Date | null;
  depth: number;
  upline: string | null;
  team_size: number;
}

async function shape(db: Db, merchant: MerchantContext, rows: Row[]): Promise<TTeamMember[]> {
  const balances = await memberBalances(
    db,
    merchant.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    account: r.username,
    nickname: r.nickname,
    kind: kindOf(r.type),
    type: r.type,
    level: r.depth,
    upline: r.upline ?? '',
    status: r.status,
    balance: formatMinor(balances.get(r.id) ?? 0n, merchant.currencyExponent),
    teamSize: Number(r.team_size),
    registeredAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
  }));
}

const selected = [
  'm.id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.status',
  'm.created_at',
  'm.last_login_at',
  'l.depth',
] as const;

/** Everyone below the account: its own rows of the closure table, itself left out. */
const teamSize = sql<number>`(select count(*) from team_links s where s.ancestor_id = m.id and s.depth > 0)::int`;
const uplineName = (merchantId: number) => memberNameOf(merchantId, sql.ref('m.upline_id'));

/**
 * GET /wps/agent/team/members. Only rows of the closure table under the caller are read, so the filters
 * narrow the caller's own downline and never reach past it. Balances come from the wallet's read, for the
 * page's rows only; team sizes from the closure table, likewise.
 */
export async function teamMembers(
  db: Db,
  merchant: MerchantContext,
  agentId: bigint,
  filter: TeamMemberFilter,
): Promise<TTeamMemberPage> {
  const zone = merchant.timeZone;
  let rows = downlineRows(db, merchant, agentId);
  if (filter.account) rows = rows.where('m.username', 'ilike', containsPattern(filter.account));
  if (filter.kind === 'agent') rows = rows.where('m.type', 'in', [...AGENT_TYPES]);
  if (filter.kind === 'member') rows = rows.where('m.type', 'not in', [...AGENT_TYPES]);
  if (filter.level) rows = rows.where('l.depth', '=', filter.level);
  if (filter.status) rows = rows.where('m.status', '=', filter.status);
  if (filter.from)
    rows = rows.where('m.created_at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone ${zone}`);
  if (filter.to) {
    rows = rows.where('m.created_at', '<', sql<Date>`(${addDays(filter.to, 1)}::date)::timestamp at time zone ${zone}`);
  }
  const { limit, offset } = pageWindow(filter);
  const [page, count] = await Promise.all([
    rows
      .select([...selected, teamSize.as('team_size'), uplineName(merchant.id).as('upline')])
      .orderBy('l.depth')
      .orderBy('m.username')
      .limit(limit)
      .offset(offset)
      .execute(),
    rows.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    items: await shape(db, merchant, page),
    total: countValue(count),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/**
 * GET /wps/agent/team/members/:account: one account of the caller's downline (team_member_unknown for any
 * other), with its direct downline's size and the chain of uplines from the caller down to it.
 */
export async function teamMemberDetail(
  db: Db,
  merchant: MerchantContext,
  agentId: bigint,
  account: string,
): Promise<TTeamMemberDetail> {
  const found = await downlineAccount(db, merchant.id, agentId, account);
  const [row, direct, chain] = await Promise.all([
    downlineRows(db, merchant, agentId)
      .where('m.id', '=', found.id)
      .select([...selected, teamSize.as('team_size'), uplineName(merchant.id).as('upline')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('team_links')
      .select(sql<number>`count(*)`.as('total'))
      .where('merchant_id', '=', merchant.id)
      .where('ancestor_id', '=', found.id)
      .where('depth', '=', 1)
      .executeTakeFirst(),
    // The uplines between the caller and the account: its ancestors no higher than the caller.
    db
      .selectFrom('team_links as up')
      .innerJoin(memberAccounts(db, merchant.id).as('u'), 'u.id', 'up.ancestor_id')
      .select(['u.username', 'up.depth'])
      .where('up.merchant_id', '=', merchant.id)
      .where('up.descendant_id', '=', found.id)
      .where('up.depth', '>=', 1)
      .where('up.depth', '<=', found.level)
      .orderBy('up.depth', 'desc')
      .execute(),
  ]);
  const [member] = await shape(db, merchant, [row]);
  return {
    ...(member as TTeamMember),
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    directDownline: countValue(direct),
    path: chain.map((c) => c.username),
  };
}
