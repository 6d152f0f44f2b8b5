import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { uniqueViolation } from '../../platform/database-errors';
import { newReferralCode } from './random-codes';

/**
 * What the referrals module reads of members (ADR 061): a member's own referral code (made on first asking for a
 * member from before codes), who referred a member (members.referred_by, set at registration), the friends a member
 * referred, and the signals that a friend is the referrer again. The members table stays this module's to read.
 */

/** The member's referral code; a member without one (made before codes, or by staff) gets one now. */
export async function referralCodeOf(db: Db, merchantId: number, memberId: bigint): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const row = await db
      .selectFrom('members')
      .select('referral_code')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (row.referral_code) return row.referral_code;
    try {
      await db
        .updateTable('members')
        .set({ referral_code: newReferralCode() })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .where('referral_code', 'is', null)
        .execute();
    } catch (error) {
      // Another member holds the drawn code (one in billions): draw again.
      if (uniqueViolation(error) === null || attempt >= 3) throw error;
    }
  }
}

/** Who referred the member, if anyone. */
export async function referrerOf(db: Db, merchantId: number, memberId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom('members')
    .select('referred_by')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.referred_by ?? null;
}

/** A page of the friends a member referred, the latest first, and how many there are. */
export async function referredMembers(
  db: Db,
  merchantId: number,
  referrerId: bigint,
  page: { limit: number; offset: number },
): Promise<{ items: { id: bigint; username: string; createdAt: Date }[]; total: number }> {
  const base = db.selectFrom('members').where('merchant_id', '=', merchantId).where('referred_by', '=', referrerId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'username', 'created_at']).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, username: r.username, createdAt: r.created_at })),
    total: Number(count?.n ?? 0),
  };
}

/** The brand's referred members as a relation (friend_id, referrer_id) another module's statement joins. */
export function referralPairs(merchantId: number): RawBuilder<{ friend_id: bigint; referrer_id: bigint }> {
  return sql<{ friend_id: bigint; referrer_id: bigint }>`
    select rm.id as friend_id, rm.referred_by as referrer_id from members rm
     where rm.merchant_id = ${merchantId} and rm.referred_by is not null`;
}

/**
 * For each (friend, referrer) pair given, the signals of the member module that the friend is the referrer again:
 * `self` (the same member, or the same e-mail address), `same_address` (the friend registered from the referrer's
 * registration address or last sign-in address), `same_bank` (a bank account number either ever held, removed ones
 * too). One statement for any number of pairs.
 */
export function sameHolderSignals(
  merchantId: number,
  pairs: RawBuilder<{ friend_id: bigint; referrer_id: bigint }>,
): RawBuilder<{ friend_id: bigint; self: boolean; same_address: boolean; same_bank: boolean }> {
  return sql<{ friend_id: bigint; self: boolean; same_address: boolean; same_bank: boolean }>`
    select p.friend_id,
           (p.friend_id = p.referrer_id
             or (f.email is not null and f.email <> '' and lower(f.email) = lower(r.email))) as self,
           (f.register_ip is not null
             and (f.register_ip = r.register_ip or f.register_ip = r.last_login_ip)) as same_address,
           exists (select 1 from member_bank_accounts fb
                     join member_bank_accounts rb
                       on rb.merchant_id = fb.merchant_id and rb.account_number = fb.account_number
                    where fb.merchant_id = ${merchantId} and fb.member_id = p.friend_id
                      and rb.member_id = p.referrer_id) as same_bank
      from (${pairs}) p
      join members f on f.merchant_id = ${merchantId} and f.id = p.friend_id
      join members r on r.merchant_id = ${merchantId} and r.id = p.referrer_id`;
}
