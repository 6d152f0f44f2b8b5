import type { TVipAdmin } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { vipLevelsRelation } from '../../member';
import { vipLadder } from '../vip-ladder';

/** How many of the brand's members hold each level, by level. */
export async function membersByLevel(db: Db, merchantId: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ vip_level: number; members: number }>`
    select l.vip_level, count(*)::int as members from (${vipLevelsRelation(merchantId)}) l group by l.vip_level`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.vip_level, r.members]));
}

/** The ladder and rules as the back office edits them. */
export async function vipAdminView(db: Db, merchant: MerchantContext): Promise<TVipAdmin> {
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const [{ rules, levels }, holders] = await Promise.all([vipLadder(db, merchant.id), membersByLevel(db, merchant.id)]);
  return {
    basis: rules.basis,
    rollingDays: rules.rollingDays,
    downgrade: rules.downgrade,
    quietDays: rules.quietDays,
    serviceLevel: rules.serviceLevel,
    since: rules.since?.toISOString() ?? null,
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      minValidBets: money(l.minValidBets),
      minDeposits: money(l.minDeposits),
      keepValidBets: money(l.keepValidBets),
      upgradeReward: money(l.upgradeReward),
      weeklyReward: money(l.weeklyReward),
      monthlyReward: money(l.monthlyReward),
      withdrawalMax: l.withdrawalMax === null ? null : money(l.withdrawalMax),
      withdrawalsPerDay: l.withdrawalsPerDay,
      members: holders.get(l.level) ?? 0,
    })),
    currency: merchant.currency,
  };
}

/** GET /admin/api/vip (ADR 060). */
export function vipAdmin(deps: Deps, actor: OperatorActor): Promise<TVipAdmin> {
  return vipAdminView(deps.db, actor.merchant);
}
