import type { TLoginValue } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { featureOn } from '../../platform/feature-modules';
import { hashToken, newToken } from '../../platform/tokens';
import { recordSignIn, signInProfile } from '../member';

/** A member still on the default password is sent to change it first (docs/product.md, Sign-in and accounts). */
export const DEFAULT_PASSWORD = '123456';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a session for a member of the caller's brand: a 256-bit token of which only the hash is kept,
 * the member's last sign-in recorded, and the sign-in answer every entrance (login, free play, register,
 * reset by phone) gives the site.
 */
export async function startSession(
  deps: Deps,
  actor: Actor,
  memberId: bigint,
  options: { viaSms?: boolean; plainPassword?: string } = {},
): Promise<TLoginValue> {
  const { db, config, now } = deps;
  const { merchant } = actor;
  const member = await signInProfile(db, merchant.id, memberId);
  if (!member) throw new AppError('account_not_found');

  const at = now();
  // What the site is told to force is what the server then enforces on this session: until
  // the password is changed it answers only the change, member info and sign-out (issue 7).
  let firstTimeLogin = false;
  let passwordExpired = false;
  if (!options.viaSms) {
    firstTimeLogin = member.must_change_password || options.plainPassword === DEFAULT_PASSWORD;
    const maxAgeDays = merchant.passwordMaxAgeDays;
    if (maxAgeDays > 0 && at.getTime() - member.password_changed_at.getTime() > maxAgeDays * DAY_MS) {
      passwordExpired = await featureOn(db, merchant.id, 'PWDEXPFORCECHANGE3');
    }
  }
  const token = newToken();
  const ip = actor.ip || null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_sessions')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        token_hash: hashToken(token),
        ip,
        user_agent: actor.userAgent.slice(0, 255),
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + config.SESSION_TTL_HOURS * 60 * 60 * 1000),
        password_change_required: firstTimeLogin || passwordExpired,
      })
      .execute();
    await recordSignIn(trx, merchant.id, member.id, { at, ip });
  });

  return {
    token,
    account: member.username,
    merchant: merchant.code,
    isAgent: member.type,
    customerId: member.id.toString(),
    memberLabel: member.labels,
    firstTimeLogin,
    passwordExpired,
    // Read before this sign-in set it: null means the member never signed in before.
    firstSignIn: member.first_login_at === null,
  };
}
