import { rebateProducts, type TMyVip, type TVipLevel } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { validBetsRelation } from '../bets';
import { creditedDeposits } from '../deposits';
import { memberStanding } from '../member';
import { rebateRatesByLevel } from '../rebates';
import { addDays, todayIn } from '../wallet';
import { type VipLevelRow, vipLadder } from './vip-ladder';

interface Counted {
  bets: bigint;
  deposits: bigint;
}

/**
 * What the member has done towards the ladder: the counted days (vip_days) from `fromDay`, plus what was settled
 * and credited since the last counted day ended (live, so the bars move as the member plays).
 */
async function countedSince(
  db: Db,
  merchantId: number,
  memberId: bigint,
  fromDay: string | null,
  live: { from: Date; to: Date },
): Promise<Counted> {
  const days = await db
    .selectFrom('vip_days')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<bigint>('valid_bets'), eb.lit(0)).as('bets'),
      eb.fn.coalesce(eb.fn.sum<bigint>('deposits'), eb.lit(0)).as('deposits'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .$if(fromDay !== null, (q) => q.where('day', '>=', fromDay as string))
    .executeTakeFirst();
  const me = sql<{ member_id: bigint }>`select ${memberId}::bigint as member_id`;
  const { rows } = await sql<{ bets: bigint; deposits: bigint }>`
    select (select coalesce(sum(v.valid_bets), 0) from (${validBetsRelation(merchantId, live, me)}) v)::bigint as bets,
           (select coalesce(sum(d.amount), 0) from (${creditedDeposits(merchantId, live)}) d
             where d.member_id = ${memberId})::bigint as deposits`.execute(db);
  return {
    bets: BigInt(days?.bets ?? 0) + BigInt(rows[0]?.bets ?? 0),
    deposits: BigInt(days?.deposits ?? 0) + BigInt(rows[0]?.deposits ?? 0),
  };
}

/** The member's last level change: its day and whether it was a downgrade (which restarts the count). */
async function lastChange(db: Db, merchantId: number, memberId: bigint) {
  const [last, down] = await Promise.all([
    db
      .selectFrom('vip_level_changes')
      .select('day')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('vip_level_changes')
      .select('day')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('reason', '=', 'downgrade')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { lastDay: last?.day ?? null, downDay: down?.day ?? null };
}

/** The day after the latest counted day, from which the live part counts; the programme's start before any. */
async function liveFrom(db: Db, merchantId: number, timeZone: string, since: Date): Promise<Date> {
  const { rows } = await sql<{ from: Date }>`
    select ((max(period_start) + 1)::timestamp AT TIME ZONE ${timeZone}) as from
      from vip_runs where merchant_id = ${merchantId} and kind = 'day'`.execute(db);
  const from = rows[0]?.from;
  return from ? new Date(from) : since;
}

/** The later of two days, `yyyy-MM-dd` (either may be absent). */
const laterDay = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * GET /wps/member/vip (ADR 060): the member's level, their progress towards the next (valid bets and deposits counted
 * the brand's way: since the programme began or over the last N days, and after their last downgrade only), the
 * quiet period's valid bets towards keeping the level when the brand downgrades, and every level's benefits with
 * its rebate rates, in the caller's language.
 */
export async function myVip(deps: Deps, actor: MemberActor): Promise<TMyVip> {
  const { merchant, member, language } = actor;
  const { db } = deps;
  const exponent = merchant.currencyExponent;
  const money = (minor: bigint) => formatMinor(minor, exponent);
  const now = deps.now();
  const [{ rules, levels }, standing, rates] = await Promise.all([
    vipLadder(db, merchant.id),
    memberStanding(db, merchant.id, member.id),
    rebateRatesByLevel(db, merchant.id),
  ]);
  const level = standing.vipLevel;
  const nameOf = (row: VipLevelRow | undefined, n: number) => (row ? row.name[language] || row.name.en : `VIP ${n}`);
  const serviceFrom = rules.serviceLevel;
  const order = (product: string) => rebateProducts.indexOf(product as (typeof rebateProducts)[number]);
  const view = (row: VipLevelRow): TVipLevel => ({
    level: row.level,
    name: nameOf(row, row.level),
    minValidBets: money(row.minValidBets),
    minDeposits: money(row.minDeposits),
    keepValidBets: money(row.keepValidBets),
    upgradeReward: money(row.upgradeReward),
    weeklyReward: money(row.weeklyReward),
    monthlyReward: money(row.monthlyReward),
    withdrawalMax: row.withdrawalMax === null ? null : money(row.withdrawalMax),
    withdrawalsPerDay: row.withdrawalsPerDay,
    vipService: serviceFrom !== null && row.level >= serviceFrom,
    rebates: rates
      .filter((r) => r.level === row.level)
      .sort((a, b) => a.period.localeCompare(b.period) || order(a.product) - order(b.product))
      .map(({ period, product, rateBp }) => ({ period, product, rateBp })),
  });
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level === level + 1);
  const base = {
    level,
    name: nameOf(current, level),
    basis: rules.basis,
    rollingDays: rules.rollingDays,
    downgrade: rules.downgrade,
    vipService: serviceFrom !== null && level >= serviceFrom,
    levels: levels.map(view),
    currency: merchant.currency,
  };
  if (!rules.since) return { ...base, next: null, keep: null };

  const today = todayIn(merchant.timeZone, now);
  const live = { from: await liveFrom(db, merchant.id, merchant.timeZone, rules.since), to: now };
  const { lastDay, downDay } = await lastChange(db, merchant.id, member.id);
  const upFrom = laterDay(
    downDay ? addDays(downDay, 1) : null,
    rules.basis === 'rolling' ? addDays(today, -(rules.rollingDays - 1)) : null,
  );
  const towardsNext = next ? await countedSince(db, merchant.id, member.id, upFrom, live) : null;
  const quiet = rules.downgrade === 'quiet' && current && current.keepValidBets > 0n;
  const towardsKeep = quiet
    ? await countedSince(
        db,
        merchant.id,
        member.id,
        laterDay(addDays(today, -(rules.quietDays - 1)), lastDay ? addDays(lastDay, 1) : null),
        live,
      )
    : null;
  return {
    ...base,
    next:
      next && towardsNext
        ? {
            level: next.level,
            name: nameOf(next, next.level),
            validBets: { counted: money(towardsNext.bets), needed: money(next.minValidBets) },
            deposits: { counted: money(towardsNext.deposits), needed: money(next.minDeposits) },
          }
        : null,
    keep:
      current && towardsKeep
        ? {
            validBets: { counted: money(towardsKeep.bets), needed: money(current.keepValidBets) },
            quietDays: rules.quietDays,
          }
        : null,
  };
}
