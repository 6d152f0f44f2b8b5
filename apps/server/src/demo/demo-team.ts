import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The demo agent's small team: a sub-agent with a player of their own, and a second direct player. */
export const DEMO_TEAM = [
  { username: 'demosub', type: 2, upline: 'demoagent', nickname: 'Demo Sub-agent' },
  { username: 'demoplayer2', type: 0, upline: 'demosub', nickname: 'Demo Player 2' },
  { username: 'demoplayer3', type: 0, upline: 'demoagent', nickname: 'Demo Player 3' },
] as const;

/**
 * Gives the demo agent a team of three levels, so the agent centre has something to show on a first
 * start (the tree itself follows from upline_id by the team_links trigger). Members already there are
 * left as they are, so a demo database made before teams gets them too. They share the demo password.
 */
export async function seedDemoTeam(
  db: Kysely<Database> | Transaction<Database>,
  merchantId: number,
  passwordHash: string,
): Promise<void> {
  for (const member of DEMO_TEAM) {
    const upline = await db
      .selectFrom('members')
      .select(['id', 'ancestor_path'])
      .where('merchant_id', '=', merchantId)
      .where('username', '=', member.upline)
      .executeTakeFirst();
    if (!upline) return;
    const existing = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', member.username)
      .executeTakeFirst();
    if (existing) continue;
    const made = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: member.username,
        type: member.type,
        upline_id: upline.id,
        password_hash: passwordHash,
        nickname: member.nickname,
        payee_name: member.nickname,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('members')
      .set({ ancestor_path: `${upline.ancestor_path}${made.id}/` })
      .where('id', '=', made.id)
      .execute();
  }
  await seedDemoContract(db, merchantId);
}

/**
 * A signed daily wage contract between the demo agent and its sub-agent (0.50% of the team's sales from
 * 1,000.00, 0.80% from 10,000.00; ADR 036), so the agent centre's daily wages page has one to show and the
 * wage job pays it as the sub-agent's team plays. Made once: an existing contract of the sub-agent is kept.
 */
async function seedDemoContract(db: Kysely<Database> | Transaction<Database>, merchantId: number): Promise<void> {
  const parties = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', ['demoagent', 'demosub'])
    .execute();
  const upline = parties.find((m) => m.username === 'demoagent');
  const downline = parties.find((m) => m.username === 'demosub');
  if (!upline || !downline) return;
  const existing = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('downline_id', '=', downline.id)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('agent_contracts')
    .values({
      merchant_id: merchantId,
      kind: 'daily_wage',
      period: 'daily',
      upline_id: upline.id,
      downline_id: downline.id,
      status: 'signed',
      tiers: JSON.stringify([
        { minValidBet: '100000', minTeamLoss: null, minActive: null, rate: 50 },
        { minValidBet: '1000000', minTeamLoss: null, minActive: null, rate: 80 },
      ]),
      top_rate: 80,
      decided_at: new Date(),
    })
    .execute();
}
