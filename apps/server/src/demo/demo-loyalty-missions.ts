import type { Kysely } from 'kysely';
import type { Database, LocalizedJson, MissionGoal } from '../db/schema';

/**
 * The demo brand's mission activity (ADR 062): two missions running for a month, three daily tasks, and a weekly
 * leaderboard race. Amounts in whole units of the brand's currency. Made once: a brand that has any keeps the
 * operator's.
 */
interface DemoGoal {
  title: LocalizedJson;
  goal: MissionGoal;
  scope: string | null;
  /** Whole currency units for an amount goal, a count otherwise. */
  target: number;
  reward: number;
}

const missions: DemoGoal[] = [
  {
    title: { ms: 'Pertaruhan slot RM500', en: 'Bet RM500 on slots', zh: '老虎机投注 RM500' },
    goal: 'bets_amount',
    scope: 'RNG',
    target: 500,
    reward: 8.88,
  },
  {
    title: { ms: 'Deposit 3 kali', en: 'Deposit 3 times', zh: '存款 3 次' },
    goal: 'deposit_count',
    scope: null,
    target: 3,
    reward: 18,
  },
];

const dailyTasks: DemoGoal[] = [
  {
    title: { ms: 'Buat 3 pertaruhan loteri', en: 'Place 3 lottery bets', zh: '投注 3 注彩票' },
    goal: 'bets_count',
    scope: 'LOTT',
    target: 3,
    reward: 1,
  },
  {
    title: { ms: 'Deposit sekali', en: 'Deposit once', zh: '存款一次' },
    goal: 'deposit_count',
    scope: null,
    target: 1,
    reward: 2,
  },
  {
    title: { ms: 'Main slot 10 kali', en: 'Play a slot 10 times', zh: '玩老虎机 10 次' },
    goal: 'bets_count',
    scope: 'RNG',
    target: 10,
    reward: 1,
  },
];

const moneyGoal = (goal: MissionGoal) => goal === 'bets_amount' || goal === 'deposit_amount';

export async function seedDemoLoyaltyMissions(db: Kysely<Database>, merchantId: number, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const major = (n: number) => BigInt(Math.round(n * 10 ** merchant.currency_exponent));
  const goalRow = (g: DemoGoal) => ({
    merchant_id: merchantId,
    title: JSON.stringify(g.title),
    goal: g.goal,
    scope: g.scope,
    target: moneyGoal(g.goal) ? major(g.target) : BigInt(g.target),
    reward: major(g.reward),
  });
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('missions')
      .values(
        missions.map((m) => ({
          ...goalRow(m),
          starts_at: new Date(now.getTime() - day),
          ends_at: new Date(now.getTime() + 30 * day),
        })),
      )
      .execute();
    await trx
      .insertInto('daily_tasks')
      .values(dailyTasks.map((task, sort) => ({ ...goalRow(task), sort })))
      .execute();
    await trx
      .insertInto('races')
      .values({
        merchant_id: merchantId,
        title: JSON.stringify({ ms: 'Perlumbaan Mingguan', en: 'Weekly Race', zh: '每周排行榜赛' }),
        scope: null,
        starts_at: new Date(now.getTime() - day),
        ends_at: new Date(now.getTime() + 6 * day),
        prizes: JSON.stringify([188, 88, 58, 28, 18].map((n) => `${major(n)}`)),
      })
      .execute();
  });
}
