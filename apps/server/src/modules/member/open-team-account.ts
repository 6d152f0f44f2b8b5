import type { TOpenAccountResult, TTeamAccountKind } from '@gemilang/contract';
import { sql } from 'kysely';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { hashPassword } from '../../platform/passwords';
import { assertPasswordRule } from './password-rule';
import { newReferralCode } from './random-codes';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

/** The type a new agent account gets: the first of the agent types (ADR 033). */
export const NEW_AGENT_TYPE = 1;

/**
 * PUT /wps/agent/team/accounts (register centre): the signed-in agent opens a member or agent account
 * directly under themselves. Steps: the username and password against the brand's registration rules
 * (the same a visitor meets), then the insert, whose unique index settles a race for one name
 * (username_taken). The tree follows by itself (the team_links trigger). The new account must choose its
 * own password at first sign-in, since the agent knows this one.
 */
export async function openTeamAccount(
  deps: Deps,
  actor: MemberActor,
  input: { kind: TTeamAccountKind; username: string; password: string; nickname?: string },
): Promise<TOpenAccountResult> {
  const agent = actor.member;
  const { db, now } = deps;
  const merchant = actor.merchant;
  const rules = await loadFieldRules(deps, actor);
  const issue = fieldIssue(actor, 'username', mandatory(rules.username), input.username);
  if (issue) throw new AppError('invalid_input', [issue]);
  await assertPasswordRule(deps, actor, 'password', input.password);
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new AppError('username_taken');

  const passwordHash = await hashPassword(input.password);
  const at = now();
  try {
    await db.transaction().execute(async (trx) => {
      const upline = await trx
        .selectFrom('members')
        .select('ancestor_path')
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', agent.id)
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ id: bigint }>`SELECT nextval('members_id_seq') AS id`.execute(trx);
      const id = BigInt((rows[0] as { id: bigint }).id);
      await trx
        .insertInto('members')
        .values({
          id,
          merchant_id: merchant.id,
          username: input.username,
          type: input.kind === 'agent' ? NEW_AGENT_TYPE : 0,
          upline_id: agent.id,
          ancestor_path: `${upline.ancestor_path}${id}/`,
          password_hash: passwordHash,
          password_changed_at: at,
          must_change_password: true,
          nickname: input.nickname ?? '',
          referral_code: newReferralCode(),
          register_ip: actor.ip || null,
          register_method: 'AGENT',
          created_at: at,
        })
        .execute();
      await audit(trx, {
        ...memberAuditActor(actor),
        action: 'team.account_opened',
        targetType: 'member',
        targetId: `${id}`,
        detail: { account: input.username, kind: input.kind },
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('username_taken');
    throw error;
  }
  return { account: input.username, kind: input.kind };
}
