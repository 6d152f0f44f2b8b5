import type { TReferralFriend, TReferralOverview } from '@gemilang/contract';
import { sql } from 'kysely';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { validBetsRelation } from '../bets';
import { creditedDeposits } from '../deposits';
import { referralCodeOf, referredMembers } from '../member';
import { maskName } from './mask-name';
import { referralSettings } from './referral-settings';

const PAGE_SIZE = 20;
/** A friend with valid bets in this many days is active. */
const ACTIVE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * GET /wps/member/referrals (ADR 061): the member's own code and link (the registration page with the code filled
 * in), the program's terms, a page of the friends who registered with the code (masked names, the latest first)
 * with their status and what each earned the member, and the total earned. A friend's status: active with valid
 * bets in the last 7 days, else deposited with a credited deposit, else registered.
 */
export async function referralOverview(
  deps: Deps,
  actor: MemberActor,
  query: { page: number },
): Promise<TReferralOverview> {
  const { db } = deps;
  const { merchant } = actor;
  const me = actor.member.id;
  const now = deps.now();
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const [settings, code, friends, totals] = await Promise.all([
    referralSettings(db, merchant.id, merchant.currencyExponent),
    referralCodeOf(db, merchant.id, me),
    referredMembers(db, merchant.id, me, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    sql<{ earned: bigint }>`
      select coalesce((select sum(rf.deposit_reward) from referral_friends rf
                        where rf.merchant_id = ${merchant.id} and rf.referrer_id = ${me}), 0)::bigint
           + coalesce((select sum(rs.amount) from referral_shares rs
                        where rs.merchant_id = ${merchant.id} and rs.referrer_id = ${me}), 0)::bigint as earned`.execute(
      db,
    ),
  ]);

  const ids = friends.items.map((f) => f.id);
  const facts = new Map<string, { refused: boolean; earned: bigint; deposited: boolean; active: boolean }>();
  if (ids.length > 0) {
    const idList = sql.join(ids.map((id) => sql`${id}::bigint`));
    const page = sql<{ member_id: bigint }>`select unnest(array[${idList}]) as member_id`;
    const { rows } = await sql<{
      member_id: bigint;
      refused: boolean;
      earned: bigint;
      deposited: boolean;
      active: boolean;
    }>`
      select p.member_id,
             coalesce(rf.refused_reason, '') <> '' as refused,
             (coalesce(rf.deposit_reward, 0)
               + coalesce((select sum(rs.amount) from referral_shares rs
                            where rs.merchant_id = ${merchant.id} and rs.friend_id = p.member_id
                              and rs.referrer_id = ${me}), 0))::bigint as earned,
             exists (select 1 from (${creditedDeposits(merchant.id, { from: new Date(Date.UTC(2000, 0, 1)), to: now })}) d
                      where d.member_id = p.member_id) as deposited,
             exists (select 1 from (${validBetsRelation(merchant.id, { from: new Date(now.getTime() - ACTIVE_DAYS * DAY_MS), to: now }, page)}) vb
                      where vb.member_id = p.member_id) as active
        from (${page}) p
        left join referral_friends rf on rf.merchant_id = ${merchant.id} and rf.friend_id = p.member_id`.execute(db);
    for (const r of rows) facts.set(`${r.member_id}`, r);
  }

  const items: TReferralFriend[] = friends.items.map((friend) => {
    const fact = facts.get(`${friend.id}`);
    return {
      name: maskName(friend.username),
      registeredAt: friend.createdAt.toISOString(),
      status: fact?.active ? 'active' : fact?.deposited ? 'deposited' : 'registered',
      counts: !fact?.refused,
      earned: money(fact?.earned ?? 0n),
    };
  });
  return {
    enabled: settings.enabled,
    code,
    link: `${actor.origin}/register?referralCode=${encodeURIComponent(code)}`,
    terms: {
      depositReward: money(settings.depositReward),
      minFirstDeposit: money(settings.minFirstDeposit),
      shareBp: settings.shareBp,
      friendCap: money(settings.friendCap),
      periodCap: money(settings.periodCap),
    },
    friends: items,
    total: friends.total,
    page: query.page,
    pageSize: PAGE_SIZE,
    earned: money(totals.rows[0]?.earned ?? 0n),
    currency: merchant.currency,
  };
}
