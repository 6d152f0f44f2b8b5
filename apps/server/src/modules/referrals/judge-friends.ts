import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, ReferralRefusal } from '../../db/schema';
import { sharedDevices } from '../../platform/known-clients';
import { sameHolderSignals } from '../member';

type Pairs = RawBuilder<{ friend_id: bigint; referrer_id: bigint }>;

/**
 * Judges referred friends at grant time (ADR 061), in one statement for any number of (friend, referrer) pairs:
 * the friend earns nothing when they are the referrer again: self (the same member or e-mail address), the same
 * device (a browser both signed in from), the same registration address, or a bank account both held; the first
 * signal found is the reason recorded. A friend judged before keeps a refusal (it never lifts); one who passed is
 * refused when a signal appears later. Answers each pair's reason now ('' when they earn).
 */
export async function judgeFriends(
  trx: Transaction<Database>,
  input: { merchantId: number; pairs: Pairs; now: Date; firstDepositAt?: Date },
): Promise<Map<string, { referrerId: bigint; reason: ReferralRefusal | '' }>> {
  const { merchantId, now } = input;
  const pairs = sql<{
    friend_id: bigint;
    referrer_id: bigint;
  }>`select jp.friend_id, jp.referrer_id from judged_pairs jp`;
  const { rows } = await sql<{ friend_id: bigint; referrer_id: bigint; refused_reason: ReferralRefusal | '' }>`
    with judged_pairs as (${input.pairs}),
    verdicts as (
      select p.friend_id, p.referrer_id,
             case when s.self then 'self'
                  when d.friend_id is not null then 'same_device'
                  when s.same_address then 'same_address'
                  when s.same_bank then 'same_bank'
                  else '' end as reason
        from judged_pairs p
        join (${sameHolderSignals(merchantId, pairs)}) s on s.friend_id = p.friend_id
        left join (${sharedDevices(merchantId, pairs)}) d on d.friend_id = p.friend_id
    )
    insert into referral_friends as rf (merchant_id, friend_id, referrer_id, refused_reason, first_deposit_at, checked_at)
    select ${merchantId}, v.friend_id, v.referrer_id, v.reason, ${input.firstDepositAt ?? null}::timestamptz, ${now}
      from verdicts v
    on conflict (merchant_id, friend_id) do update
       set refused_reason = case when rf.refused_reason <> '' then rf.refused_reason else excluded.refused_reason end,
           first_deposit_at = coalesce(rf.first_deposit_at, excluded.first_deposit_at),
           checked_at = excluded.checked_at
    returning rf.friend_id, rf.referrer_id, rf.refused_reason`.execute(trx);
  return new Map(rows.map((r) => [`${r.friend_id}`, { referrerId: r.referrer_id, reason: r.refused_reason }]));
}
