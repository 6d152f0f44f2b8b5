import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { validBetsRelation } from '../bets';
import { memberNameOf, referralPairs } from '../member';
import { recordRewards } from '../rewards';
import { judgeFriends } from './judge-friends';
import { maskedNameSql } from './mask-name';
import type { ReferralSettings } from './referral-settings';

export interface ShareDay {
  merchantId: number;
  /** The brand day, yyyy-MM-dd, and its span (midnight to midnight in the brand's zone). */
  day: string;
  span: { from: Date; to: Date };
  settings: ReferralSettings;
  now: Date;
}

/**
 * One brand day of the invite-friends share (ADR 061), in the caller's transaction, a few statements whatever the
 * number of members:
 * 1. The day is claimed by its row in referral_share_days: a second process (or a rerun) finds it taken and does
 *    nothing. Answers null then.
 * 2. Every referred friend with valid bets that day is judged now (judge-friends.ts); a refused one earns nothing.
 * 3. Each friend's share is share_bp of their valid bets (cash part of won and lost bets, bets module), at most
 *    friend_cap; then, per referrer, friends in order of their share take from period_cap until it is used up.
 *    Each friend's row is kept with their bets and what they earned.
 * 4. One reward per referrer and day (source `day:<day>`, program `referral_share`) with a line per friend (masked
 *    name, valid bets, rate, amount), recorded set-based by the rewards module.
 */
export async function computeShareDay(trx: Transaction<Database>, input: ShareDay): Promise<number | null> {
  const { merchantId, day, span, settings, now } = input;
  const claimed = await trx
    .insertInto('referral_share_days')
    .values({ merchant_id: merchantId, day, done_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  if (!claimed) return null;

  const friends = sql<{ member_id: bigint }>`select fp.friend_id as member_id from (${referralPairs(merchantId)}) fp`;
  const bets = sql<{ member_id: bigint; valid_bets: bigint }>`
    select vb.member_id, sum(vb.valid_bets)::bigint as valid_bets
      from (${validBetsRelation(merchantId, span, friends)}) vb group by vb.member_id`;
  await judgeFriends(trx, {
    merchantId,
    pairs: sql`select bp.friend_id, bp.referrer_id from (${referralPairs(merchantId)}) bp
                where bp.friend_id in (select b.member_id from (${bets}) b)`,
    now,
  });
  await sql`
    insert into referral_shares (merchant_id, day, friend_id, referrer_id, valid_bets, amount)
    select ${merchantId}, ${day}::date, c.friend_id, c.referrer_id, c.valid_bets,
           greatest(0, least(c.capped, ${settings.periodCap}::bigint - (c.running - c.capped)))
      from (
        select b.friend_id, b.referrer_id, b.valid_bets, b.capped,
               sum(b.capped) over (partition by b.referrer_id order by b.capped desc, b.friend_id
                                   rows between unbounded preceding and current row) as running
          from (
            select p.friend_id, p.referrer_id, v.valid_bets,
                   least(v.valid_bets * ${settings.shareBp}::bigint / 10000, ${settings.friendCap}::bigint) as capped
              from (${referralPairs(merchantId)}) p
              join (${bets}) v on v.member_id = p.friend_id
              join referral_friends rf on rf.merchant_id = ${merchantId} and rf.friend_id = p.friend_id
             where rf.refused_reason = ''
          ) b
      ) c
    on conflict (merchant_id, day, friend_id) do nothing`.execute(trx);

  const label = maskedNameSql(memberNameOf(merchantId, sql`rs.friend_id`));
  const rewarded = await recordRewards(trx, {
    merchantId,
    program: 'referral_share',
    now,
    rows: sql`
      select rs.referrer_id as member_id, ${`day:${day}`}::text as source_ref, sum(rs.amount)::bigint as amount,
             jsonb_build_object(
               'periodStart', ${span.from.toISOString()}::text,
               'periodEnd', ${span.to.toISOString()}::text,
               'lines', jsonb_agg(jsonb_build_object(
                 'label', ${label}, 'base', rs.valid_bets::text, 'rateBp', ${settings.shareBp}::int,
                 'amount', rs.amount::text) order by rs.amount desc, rs.friend_id)) as details
        from referral_shares rs
       where rs.merchant_id = ${merchantId} and rs.day = ${day}::date
       group by rs.referrer_id`,
  });
  await trx
    .updateTable('referral_share_days')
    .set({ rewarded })
    .where('merchant_id', '=', merchantId)
    .where('day', '=', day)
    .execute();
  return rewarded;
}
