import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { seedGameCatalogue } from '../modules/games/catalogue';
import { seedDemoTransferVendor } from '../modules/games/transfer/transfer-vendors';
import { seedLotteryGames } from '../modules/lottery/catalogue';
import { createMerchant } from '../modules/system/create-merchant';
import { recordOpeningCredit } from '../modules/wallet/opening-credit';
import type { Deps } from '../platform/context';
import { hashPassword } from '../platform/passwords';
import { demoAnnouncements, demoHelpTopics } from './demo-content';
import { seedDemoDepositMethods } from './demo-deposit-methods';
import { seedDemoLoyaltyCheckIn } from './demo-loyalty-check-in';
import { seedDemoLoyaltyMissions } from './demo-loyalty-missions';
import { seedDemoLoyaltyVip } from './demo-loyalty-vip';
import { seedDemoPoints } from './demo-points';
import { seedDemoPromotions } from './demo-promotions';
import { DEMO_TEAM, seedDemoTeam } from './demo-team';

export const DEMO_MERCHANT = 'demo';
/** The demo member's opening balance in minor units (MYR 500.00). */
export const DEMO_OPENING_BALANCE = 50_000n;

/**
 * Demo data for a first start on a bare machine (never in production): the demo brand on localhost, a
 * member `demo`, an agent `demoagent` and an operator `admin`. Their password is DEMO_PASSWORD when set,
 * otherwise one generated now and printed once.
 */
export async function seedDemo(deps: Deps, log: Logger): Promise<void> {
  const { db, config } = deps;
  // The server's tests build the teams they need; the brand's members they expect stay the basic three.
  const withTeam = config.NODE_ENV !== 'test';
  const existing = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', DEMO_MERCHANT)
    .executeTakeFirst();
  if (existing) {
    if (config.DEMO_PASSWORD) {
      // Keep the documented password working on every start (end-to-end tests rely on it).
      const hash = await hashPassword(config.DEMO_PASSWORD);
      await db
        .updateTable('operators')
        .set({ password_hash: hash })
        .where('merchant_id', '=', existing.id)
        .where('username', '=', 'admin')
        .execute();
      await db
        .updateTable('members')
        .set({
          password_hash: hash,
          status: 'active',
          must_change_password: false,
          failed_login_count: 0,
          password_changed_at: new Date(),
        })
        .where('merchant_id', '=', existing.id)
        .where('username', 'in', ['demo', 'demoagent', ...DEMO_TEAM.map((m) => m.username)])
        .execute();
    }
    // A demo database from before teams gets the demo agent's team (with the demo agent's password).
    const agent = await db
      .selectFrom('members')
      .select('password_hash')
      .where('merchant_id', '=', existing.id)
      .where('username', '=', 'demoagent')
      .executeTakeFirst();
    if (agent && withTeam) await seedDemoTeam(db, existing.id, agent.password_hash);
    // A demo database from before deposits existed gets its deposit methods too.
    await seedDemoDepositMethods(db, existing.id);
    // …and its lottery games (games it already has keep the operator's edits).
    await seedLotteryGames(db, existing.id, existing.currency);
    // …and the in-house game vendor with its games.
    await seedGameCatalogue(db, config, existing.id);
    // …and the demo transfer-mode vendor "my wallet" moves money to (ADR 040; the tests seed their own).
    if (withTeam) await seedDemoTransferVendor(db, config, existing.id);
    // …and its promotions, and an operator of each staff role (the server's tests make their own).
    if (withTeam) {
      await seedDemoPromotions(db, existing.id, deps.now());
      await seedDemoLoyaltyCheckIn(db, existing.id, deps.now());
      await seedDemoLoyaltyMissions(db, existing.id, deps.now());
      await seedDemoLoyaltyVip(db, existing.id, deps.now());
      await seedDemoPoints(db, existing.id);
      await seedDemoStaff(db, existing.id, config.DEMO_PASSWORD ? await hashPassword(config.DEMO_PASSWORD) : null);
    }
    return;
  }
  const password = config.DEMO_PASSWORD ?? randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);
  const merchantId = await createMerchant(deps, {
    code: DEMO_MERCHANT,
    name: 'Gemilang',
    hosts: ['localhost', '127.0.0.1', '[::1]'],
  });
  await seedDemoDepositMethods(db, merchantId);
  if (withTeam) {
    await seedDemoPromotions(db, merchantId, deps.now());
    await seedDemoLoyaltyCheckIn(db, merchantId, deps.now());
    await seedDemoLoyaltyMissions(db, merchantId, deps.now());
    await seedDemoLoyaltyVip(db, merchantId, deps.now());
    await seedDemoStaff(db, merchantId, hash);
  }
  await db.transaction().execute(async (trx) => {
    const agent = await trx
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'demoagent',
        type: 1,
        password_hash: hash,
        nickname: 'Demo Agent',
        payee_name: 'Demo Agent',
        affiliate_code: 'DEMO2026',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('members')
      .set({ ancestor_path: `/${agent.id}/` })
      .where('id', '=', agent.id)
      .execute();
    const demo = await trx
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'demo',
        type: 0,
        upline_id: agent.id,
        ancestor_path: `/${agent.id}/`,
        password_hash: hash,
        nickname: 'Demo',
        payee_name: 'Demo Player',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('members')
      .set({ ancestor_path: `/${agent.id}/${demo.id}/` })
      .where('id', '=', demo.id)
      .execute();
    const admin = await trx
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username: 'admin',
        display_name: 'Administrator',
        role: 'admin',
        password_hash: hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // An opening balance so a first visitor can try the cashier and the games: a house adjustment,
    // recorded in the ledger and in the adjustments like any other.
    await recordOpeningCredit(trx, {
      merchantId,
      memberId: demo.id,
      amount: DEMO_OPENING_BALANCE,
      reason: 'Demo opening balance',
      operatorId: admin.id,
      idempotencyKey: 'demo-opening-balance',
      now: deps.now(),
    });
    if (withTeam) await seedDemoTeam(trx, merchantId, hash);
    if (withTeam) await seedDemoTransferVendor(trx, config, merchantId);
    const topics = demoHelpTopics();
    if (topics.length > 0) {
      await trx
        .insertInto('help_topics')
        .values(
          topics.map((t, sort) => ({
            merchant_id: merchantId,
            tag: t.tag,
            sort,
            title: JSON.stringify(t.title),
            content: JSON.stringify(t.content),
          })),
        )
        .execute();
    }
    const notices = demoAnnouncements();
    if (notices.length > 0) {
      await trx
        .insertInto('announcements')
        .values(
          notices.map((a, sort) => ({
            merchant_id: merchantId,
            type: a.type,
            title: JSON.stringify(a.title),
            content: JSON.stringify(a.content),
            image_url: a.imageUrl ?? null,
            link_url: a.linkUrl ?? null,
            sort,
          })),
        )
        .execute();
    }
  });
  // The points mall after the demo member exists: it is given points to try the mall with.
  if (withTeam) await seedDemoPoints(db, merchantId);
  const how = config.DEMO_PASSWORD ? 'DEMO_PASSWORD' : `generated: ${password}`;
  log.info(
    `Demo data made: member "demo", agent "demoagent" with a small team, operators "admin", "cs", "finance", "risk" and "marketing" (password ${how})`,
  );
  if (!config.DEMO_PASSWORD) console.log(`\n  Demo password for demo, demoagent and admin: ${password}\n`);
}

/** The demo brand's staff of each role but the admin, named after their role (ADR 058, 069). */
const demoStaff = [
  { username: 'cs', displayName: 'Customer service', role: 'cs' },
  { username: 'finance', displayName: 'Finance', role: 'finance' },
  { username: 'risk', displayName: 'Risk', role: 'risk' },
  { username: 'marketing', displayName: 'Marketing', role: 'marketing' },
] as const;

/**
 * The demo brand's operators of the other roles, with the demo password, to try what each role sees. Made once; on a
 * later start their password follows DEMO_PASSWORD like the others' (null: kept).
 */
async function seedDemoStaff(db: Deps['db'], merchantId: number, hash: string | null): Promise<void> {
  for (const staff of demoStaff) {
    const existing = await db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', staff.username)
      .executeTakeFirst();
    if (existing) {
      if (hash) await db.updateTable('operators').set({ password_hash: hash }).where('id', '=', existing.id).execute();
      continue;
    }
    if (!hash) continue;
    await db
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username: staff.username,
        display_name: staff.displayName,
        role: staff.role,
        password_hash: hash,
      })
      .execute();
  }
}
