import type { Selectable, Transaction } from 'kysely';
import type { Database, PromotionGrantsTable } from '../../db/schema';
import { loadMerchantById } from '../../platform/merchant';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import { lockAccounts, memberWalletAccount } from '../wallet';
import type { GrantTerms } from './grant-terms';

/**
 * The grant rows as the engine holds them, and the one lock order every grant change takes (ADR 057): the
 * member's wallet account first, then the grant row, then (by posting) the bonus account. A stake already holds
 * the wallet when it reaches its grant, and a settlement locks the wallets of its batch before the grants; taking
 * them in the other order anywhere would let a stake and a forfeit deadlock.
 */
export type GrantRow = Selectable<PromotionGrantsTable> & { terms: GrantTerms };

/** Locks the member's wallet account (made if it is new, so it is always older than their bonus accounts). */
export async function lockMemberWallet(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<bigint> {
  const wallet = await memberWalletAccount(trx, merchantId, memberId);
  await lockAccounts(trx, merchantId, [wallet]);
  return wallet;
}

/** A grant row locked for change (after its member's wallet: see above). */
export async function lockedGrant(
  trx: Transaction<Database>,
  merchantId: number,
  grantId: bigint,
): Promise<GrantRow | undefined> {
  const row = await trx
    .selectFrom('promotion_grants')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', grantId)
    .forUpdate()
    .executeTakeFirst();
  return row as GrantRow | undefined;
}

/** The member's grant in play, locked (their wallet locked first), or undefined. */
export async function lockedActiveGrant(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<GrantRow | undefined> {
  const row = await trx
    .selectFrom('promotion_grants')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  return row as GrantRow | undefined;
}

export async function recordGrantEvent(
  trx: Transaction<Database>,
  grantId: bigint,
  kind: string,
  amount = 0n,
): Promise<void> {
  await trx.insertInto('promotion_grant_events').values({ grant_id: grantId, kind, amount }).execute();
}

/** Tells the member about their grant in their own language later: the title in all three, the amount formatted. */
export async function tellMember(
  trx: Transaction<Database>,
  grant: Pick<GrantRow, 'merchant_id' | 'member_id' | 'id' | 'terms'>,
  kind: 'bonus_granted' | 'bonus_completed' | 'bonus_forfeited',
  amount: bigint,
  reason = '',
): Promise<void> {
  const merchant = await loadMerchantById(trx, grant.merchant_id);
  if (!merchant) throw new Error(`merchant ${grant.merchant_id} vanished`);
  const { title } = grant.terms;
  await sendMemberMessage(trx, {
    merchantId: grant.merchant_id,
    memberId: grant.member_id,
    kind,
    params: {
      grantId: `${grant.id}`,
      title_ms: title.ms,
      title_en: title.en,
      title_zh: title.zh,
      amount: formatMinor(amount, merchant.currencyExponent),
      currency: merchant.currency,
      ...(reason ? { reason } : {}),
    },
  });
}
