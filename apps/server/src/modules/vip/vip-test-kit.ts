// Test-only helpers for the VIP tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/harness';

export interface TestLevel {
  bets: bigint;
  deposits?: bigint;
  keep?: bigint;
  upgrade?: bigint;
  weekly?: bigint;
  monthly?: bigint;
  withdrawalMax?: bigint | null;
  perDay?: number | null;
}

/** The brand's ladder and rules as the back office would store them, the programme begun `sinceDays` ago. */
export async function setLadder(
  t: TestApp,
  merchantId: number,
  levels: TestLevel[],
  rules: {
    basis?: 'lifetime' | 'rolling';
    rollingDays?: number;
    downgrade?: 'never' | 'quiet';
    quietDays?: number;
    serviceLevel?: number | null;
    sinceDays?: number;
  } = {},
): Promise<void> {
  const values = {
    basis: rules.basis ?? 'lifetime',
    rolling_days: rules.rollingDays ?? 90,
    downgrade: rules.downgrade ?? 'never',
    quiet_days: rules.quietDays ?? 90,
    service_level: rules.serviceLevel ?? null,
    since: new Date(Date.now() - (rules.sinceDays ?? 60) * 86_400_000),
  } as const;
  await t.deps.db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
  await t.deps.db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
  await t.deps.db
    .insertInto('vip_levels')
    .values(
      levels.map((l, level) => ({
        merchant_id: merchantId,
        level,
        name: JSON.stringify({ ms: `Tahap ${level}`, en: `Level ${level}`, zh: `${level}级` }),
        min_valid_bets: l.bets,
        min_deposits: l.deposits ?? 0n,
        keep_valid_bets: l.keep ?? 0n,
        upgrade_reward: l.upgrade ?? 0n,
        weekly_reward: l.weekly ?? 0n,
        monthly_reward: l.monthly ?? 0n,
        withdrawal_max: l.withdrawalMax ?? null,
        withdrawals_per_day: l.perDay ?? null,
      })),
    )
    .execute();
}

/** A deposit credited at `at`, written straight into the table (no ledger entry: for tests that never reconcile). */
export async function creditedDeposit(
  t: TestApp,
  merchantId: number,
  memberId: bigint,
  amount: bigint,
  at: Date,
): Promise<void> {
  const method = await t.deps.db
    .selectFrom('deposit_methods')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'bank_transfer')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const key = randomUUID();
  // A credited deposit names its entry; this one moves no money (these tests never reconcile).
  const entry = await t.deps.db
    .insertInto('ledger_entries')
    .values({ merchant_id: merchantId, kind: 'deposit', idempotency_key: key, member_id: memberId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('deposits')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      method_id: method.id,
      kind: 'bank_transfer',
      amount,
      currency: 'MYR',
      state: 'credited',
      idempotency_key: key,
      ledger_entry_id: entry.id,
      decided_at: at,
      created_at: at,
    })
    .execute();
}

/** The member's level now, their level changes and their VIP rewards, oldest first. */
export async function vipStateOf(t: TestApp, memberId: bigint) {
  const member = await t.deps.db
    .selectFrom('members')
    .select('vip_level')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const changes = await t.deps.db
    .selectFrom('vip_level_changes')
    .select(['from_level', 'to_level', 'reason', 'day'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const rewards = await t.deps.db
    .selectFrom('rewards')
    .select(['program', 'source_ref', 'amount', 'state', 'details'])
    .where('member_id', '=', memberId)
    .where('program', 'in', ['vip_upgrade', 'vip_weekly', 'vip_monthly'])
    .orderBy('id')
    .execute();
  return { level: member.vip_level, changes, rewards };
}

/** Forgets which days, weeks and months were done, as if none had been (rewards and counted days stay unique). */
export async function forgetVipRuns(t: TestApp, merchantId: number): Promise<void> {
  await t.deps.db.deleteFrom('vip_runs').where('merchant_id', '=', merchantId).execute();
}
