import type { Db } from '../../db/connection';
import { TRIAL_TYPE } from '../../platform/auth';

/** Trial accounts (free play, ADR 052) opened from this address on the brand after `since`. */
export async function trialsOpenedSince(db: Db, merchantId: number, ip: string, since: Date): Promise<number> {
  const opened = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('type', '=', TRIAL_TYPE)
    .where('register_ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(opened?.n ?? 0);
}

/**
 * Opens a trial account (type 4) under `username` in the caller's transaction; undefined when the name is
 * taken (ON CONFLICT skips it without aborting the transaction, so the caller may draw another name).
 */
export async function openTrialAccount(
  db: Db,
  input: { merchantId: number; username: string; passwordHash: string; ip: string | null; at: Date },
): Promise<bigint | undefined> {
  const created = await db
    .insertInto('members')
    .values({
      merchant_id: input.merchantId,
      username: input.username,
      type: TRIAL_TYPE,
      password_hash: input.passwordHash,
      register_ip: input.ip,
      register_method: 'FREEPLAY',
      created_at: input.at,
      password_changed_at: input.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}
