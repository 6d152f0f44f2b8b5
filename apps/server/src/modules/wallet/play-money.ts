import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { TRIAL_TYPE } from '../../platform/auth';
import { memberAccounts } from '../member';
import type { DomainCheck } from './entry-movements';
import { runDomainCheck } from './entry-movements';
import { memberWalletAccount, systemAccount, transfer } from './ledger';

/**
 * Play money (ADR 052): what a trial account plays the house games and the e-lottery with. It lives in the same
 * double-entry ledger as real money, on its own account kinds (a trial account's `play_wallet`, the brand's
 * `play_house` bank, `play_in_play` for pending stakes), so it balances, is idempotent and reconciles like real
 * money, while no entry ever moves it to or from a real-money account (postEntry refuses one that would).
 *
 * The grant's entry kind is not among `entryKinds`: those are the kinds a real member's account record lists,
 * and a trial account has no account record.
 */
export const PLAY_GRANT_KIND = 'play_grant';

/** The play balance a trial account starts with, in the brand currency's major units (ADR 052). */
const PLAY_GRANT_MAJOR: Record<string, bigint> = { VND: 10_000_000n };
const PLAY_GRANT_DEFAULT_MAJOR = 10_000n;

export function playGrantAmount(currency: string, exponent: number): bigint {
  return (PLAY_GRANT_MAJOR[currency] ?? PLAY_GRANT_DEFAULT_MAJOR) * 10n ** BigInt(exponent);
}

/**
 * Credits a new trial account's play wallet with the starting grant (play bank → play wallet), in the caller's
 * transaction, under a key of the member's own: a replay grants nothing more.
 */
export async function grantPlayMoney(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; amount: bigint },
): Promise<void> {
  await transfer(trx, {
    merchantId: input.merchantId,
    kind: PLAY_GRANT_KIND,
    idempotencyKey: `trial:${input.memberId}`,
    reference: `member:${input.memberId}`,
    memberId: input.memberId,
    memo: 'play money',
    from: await systemAccount(trx, input.merchantId, 'play_house'),
    to: await memberWalletAccount(trx, input.merchantId, input.memberId),
    amount: input.amount,
  });
}

/**
 * Play money's own reconciliation (ADR 052), one statement:
 * - every grant moved play bank → one trial account's play wallet, named in its reference, exactly once;
 * - no entry of any kind touches both a play-money account and a real-money one;
 * - a play wallet belongs to a trial account, and a trial account holds no real-money wallet.
 * The play stakes in play are checked with the bets (reconcileBets), the rounds with the games' checks.
 */
export function reconcilePlayMoney(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'playMoney',
    kinds: [PLAY_GRANT_KIND],
    rows: sql`(select count(*) from ledger_accounts where merchant_id = ${merchantId} and kind = 'play_wallet')`,
    findings: sql`
      select c.code, 'member:' || coalesce(g.member_id, g.ref_id)::text as subject, g.member_id, g.entry_id,
             null::bigint as expected, null::bigint as actual
        from (select e.id as entry_id, e.member_id,
                     case when split_part(e.reference, ':', 2) ~ '^[0-9]{1,18}$'
                          then split_part(e.reference, ':', 2)::bigint end as ref_id,
                     count(*) as postings,
                     count(*) filter (where a.kind = 'play_house' and p.amount < 0) as from_bank,
                     count(*) filter (where a.kind = 'play_wallet' and p.amount > 0) as to_wallet,
                     min(a.member_id) filter (where a.kind = 'play_wallet') as wallet_member,
                     count(*) over (partition by e.member_id) as grants
                from ledger_entries e
                join ledger_postings p on p.entry_id = e.id
                join ledger_accounts a on a.id = p.account_id
               where e.merchant_id = ${merchantId} and e.kind = ${PLAY_GRANT_KIND}
               group by e.id) g
        cross join lateral (values
          ('grant_shape', g.postings <> 2 or g.from_bank <> 1 or g.to_wallet <> 1),
          ('grant_member', g.wallet_member is distinct from g.member_id or g.ref_id is distinct from g.member_id),
          ('grant_duplicated', g.grants > 1)
        ) as c(code, failed)
       where c.failed
      union all
      select 'play_mixed', 'entry:' || e.id::text, e.member_id, e.id, null::bigint, null::bigint
        from ledger_entries e
        join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id
       where e.merchant_id = ${merchantId}
       group by e.id
      having count(*) filter (where a.kind in ('play_wallet', 'play_house', 'play_in_play')) not in (0, count(*))
      union all
      select 'play_wallet_owner', 'member:' || a.member_id::text, a.member_id, null::bigint, null::bigint, null::bigint
        from ledger_accounts a
        join ${memberAccounts(db, merchantId)} m on m.id = a.member_id
       where a.merchant_id = ${merchantId}
         and (a.kind = 'play_wallet') <> (m.type = ${TRIAL_TYPE})`,
  });
}
