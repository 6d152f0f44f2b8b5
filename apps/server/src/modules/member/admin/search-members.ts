import type { TAdminMemberRow } from '@gemilang/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OperatorActor } from '../../../platform/actor';
import { AGENT_TYPES } from '../../../platform/auth';
import type { Deps } from '../../../platform/context';
import { countValue, pageWindow, startsWithPattern } from '../../../platform/list-queries';

export interface MemberSearch {
  page: number;
  pageSize: number;
  query?: string;
  status?: 'active' | 'locked' | 'frozen';
  type?: number | 'agent';
}

export const memberRowColumns = [
  'm.id',
  'm.username',
  'm.type',
  'm.status',
  'm.nickname',
  'm.payee_name',
  'm.mobile_num',
  'm.country_dialing_code',
  'm.email',
  'm.vip_level',
  'm.labels',
  'm.created_at',
  'm.last_login_at',
  'u.username as upline_username',
] as const;

export type MemberRowData = {
  id: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'frozen';
  nickname: string;
  payee_name: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  vip_level: number;
  labels: string[];
  created_at: Date;
  last_login_at: Date | null;
  upline_username: string | null;
};

export function toMemberRow(r: MemberRowData): TAdminMemberRow {
  return {
    id: r.id.toString(),
    username: r.username,
    type: r.type,
    status: r.status,
    nickname: r.nickname,
    payeeName: r.payee_name,
    mobileNum: r.mobile_num,
    countryDialingCode: r.country_dialing_code,
    email: r.email,
    uplineUsername: r.upline_username,
    vipLevel: r.vip_level,
    labels: r.labels,
    createdAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
  };
}

/**
 * What customer service types into one box: a username (prefix), an e-mail address, or a mobile number
 * with or without its dialling code.
 */
function matches(text: string) {
  return (eb: ExpressionBuilder<Database & { m: Database['members'] }, 'm'>) => {
    const byName = eb(sql<string>`lower(m.username)`, 'like', startsWithPattern(text.toLowerCase()));
    if (text.includes('@')) return eb.or([byName, eb(sql<string>`lower(m.email)`, '=', text.toLowerCase())]);
    const digits = text.replace(/^\+/, '').replace(/[\s-]/g, '');
    if (/^\d{4,20}$/.test(digits)) {
      return eb.or([
        byName,
        eb('m.mobile_num', '=', digits),
        eb(sql<string>`coalesce(m.country_dialing_code, '') || m.mobile_num`, '=', digits),
      ]);
    }
    return byName;
  };
}

export async function searchMembers(deps: Deps, actor: OperatorActor, search: MemberSearch) {
  const { db } = deps;
  let base = db.selectFrom('members as m').where('m.merchant_id', '=', actor.merchant.id);
  if (search.query) base = base.where(matches(search.query));
  if (search.status) base = base.where('m.status', '=', search.status);
  if (search.type === 'agent') base = base.where('m.type', 'in', [...AGENT_TYPES]);
  else if (search.type !== undefined) base = base.where('m.type', '=', search.type);
  const { limit, offset } = pageWindow(search);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .leftJoin('members as u', (join) =>
        join.onRef('u.id', '=', 'm.upline_id').onRef('u.merchant_id', '=', 'm.merchant_id'),
      )
      .select(memberRowColumns)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    items: rows.map(toMemberRow),
    total: countValue(count),
    page: search.page,
    pageSize: search.pageSize,
  };
}
