import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

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
}
