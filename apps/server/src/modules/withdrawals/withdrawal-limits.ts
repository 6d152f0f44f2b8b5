import type { TWithdrawLimits } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { smaller } from '../cashier';
import { listBankAccounts, memberWithUpline } from '../member';
import { memberBalance } from '../wallet';
import { memberWithdrawalRules } from './member-withdrawal-rules';

/**
 * Withdrawals the member asked for today, in the brand's time zone. A rejected one does not count: the
 * member did not get that money out.
 */
export async function withdrawalsToday(
  db: Db,
  merchant: { id: number; timeZone: string },
  memberId: bigint,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('state', '<>', 'rejected')
    .where(
      'created_at',
      '>=',
      sql<Date>`(date_trunc('day', ${now}::timestamptz AT TIME ZONE ${merchant.timeZone}) AT TIME ZONE ${merchant.timeZone})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /wps/cashier/withdraw/limits */
export async function withdrawalLimits(deps: Deps, actor: MemberActor): Promise<TWithdrawLimits> {
  const { member: me, merchant } = actor;
  const { db, now } = deps;
  const rules = await memberWithdrawalRules(db, merchant, me.id);
  const [balance, used, member, bankAccounts] = await Promise.all([
    memberBalance(db, merchant.id, me.id),
    withdrawalsToday(db, merchant, me.id, now()),
    memberWithUpline(db, merchant.id, me.id),
    listBankAccounts(db, merchant.id, me.id),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    available: money(balance),
    minAmount: money(rules.minAmount),
    maxAmount: money(rules.maxAmount),
    maxNow: money(smaller(balance, rules.maxAmount)),
    dailyCount: rules.dailyCount,
    usedToday: used,
    autoConfirmMinutes: rules.autoConfirmMinutes,
    paymentPasswordSet: member.paymentPasswordSet,
    bankAccounts,
  };
}
