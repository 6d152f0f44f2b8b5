import { sql, type Transaction } from 'kysely';
import type { Database, GrantState } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { loadMerchantById } from '../../platform/merchant';
import { entryKinds, postEntry, systemAccount, todayIn } from '../wallet';
import { convertGrant } from './end-grant';
import { lockMemberWallet, recordGrantEvent, tellMember } from './grant-rows';
import { bonusAmountOf, type GrantTerms, grantTermsOf, turnoverNeededOf } from './grant-terms';
import { parseOfferRow } from './offer-data';

export interface IssueGrantInput {
  merchantId: number;
  memberId: bigint;
  offerId: bigint;
  /** Why it is granted, unique per member and offer: `deposit:<id>`, `claim`, `application:<id>`, `manual:<key>`… */
  sourceRef: string;
  /** The bonus in minor units; by default the offer's reward (a deposit match's from `depositAmount`). */
  amount?: bigint;
  depositAmount?: bigint;
  /** The operator of a manual grant. */
  grantedBy?: bigint;
  note?: string;
}

export interface IssuedGrant {
  grantId: bigint;
  state: GrantState;
  /** Granted before under the same (member, offer, source): nothing happened this time. */
  replayed: boolean;
}

/**
 * Issues a grant: the one function every bonus of every program goes through (ADR 057), so a refusal that
 * applies to every reward is one check in one place.
 *
 * Order, in the caller's transaction:
 * 1. The member's wallet account is locked (made first if new, so the wallet is always older than the bonus
 *    account and every path locks wallet → grant → bonus account in one order); this also serialises one
 *    member's grants, so two cannot both become the active one.
 * 2. The grant row is claimed by its unique (member, offer, source): a replayed deposit, a retried job or a
 *    double click finds it there and answers it, moving nothing.
 * 3. The offer's budget: its total and today's (brand time) are raised by guarded UPDATEs that match no row
 *    when the budget would be exceeded: promotion_budget_spent, and the caller's transaction rolls back.
 * 4. The bonus moves promotion budget → the grant's own bonus account, one ledger entry (key `grant:<id>`).
 * 5. Active when the member has no other grant in play, else pending (it starts when the one in play ends). A
 *    grant needing no turnover converts at once, in play or pending. The member is told.
 */
export async function issueGrant(trx: Transaction<Database>, input: IssueGrantInput): Promise<IssuedGrant> {
  const { merchantId, memberId } = input;
  const offerRow = await trx
    .selectFrom('promotion_offers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', input.offerId)
    .executeTakeFirst();
  if (!offerRow) throw new AppError('promotion_unknown');
  const offer = parseOfferRow(offerRow);
  const depositAmount = input.depositAmount ?? 0n;
  const amount = input.amount ?? bonusAmountOf(offer, depositAmount);
  if (amount <= 0n) throw new AppError('promotion_not_eligible');
  const terms: GrantTerms = grantTermsOf(offer);
  const turnoverNeeded = turnoverNeededOf(terms, amount, depositAmount);
  const merchant = await loadMerchantById(trx, merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} vanished`);

  const wallet = await lockMemberWallet(trx, merchantId, memberId);
  const inPlay = await trx
    .selectFrom('promotion_grants')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  const state: GrantState = inPlay ? 'pending' : 'active';
  const now = new Date();
  const expiresAt = new Date(now.getTime() + terms.lifeDays * 86_400_000);
  const claimed = await trx
    .insertInto('promotion_grants')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      offer_id: offer.id,
      source_ref: input.sourceRef,
      state,
      amount,
      deposit_amount: depositAmount,
      terms: JSON.stringify(terms),
      turnover_needed: turnoverNeeded,
      granted_by: input.grantedBy ?? null,
      note: input.note ?? '',
      expires_at: expiresAt,
      activated_at: state === 'active' ? now : null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'offer_id', 'source_ref']).doNothing())
    .returning(['id', 'state'])
    .executeTakeFirst();
  if (!claimed) {
    const earlier = await trx
      .selectFrom('promotion_grants')
      .select(['id', 'state'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('offer_id', '=', offer.id)
      .where('source_ref', '=', input.sourceRef)
      .executeTakeFirstOrThrow();
    return { grantId: earlier.id, state: earlier.state, replayed: true };
  }

  const spent = await trx
    .updateTable('promotion_offers')
    .set({ granted_total: sql<bigint>`granted_total + ${amount}` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', offer.id)
    .where((eb) =>
      eb.or([eb('budget_total', 'is', null), eb(sql`granted_total + ${amount}`, '<=', eb.ref('budget_total'))]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw new AppError('promotion_budget_spent');
  if (offer.budgetDaily !== null) {
    const day = todayIn(merchant.timeZone, now);
    const today = await sql<{ granted: bigint }>`
      insert into promotion_budget_days as b (offer_id, day, granted) values (${offer.id}, ${day}, ${amount})
      on conflict (offer_id, day) do update set granted = b.granted + excluded.granted
        where b.granted + excluded.granted <= ${offer.budgetDaily}
      returning granted`.execute(trx);
    if (today.rows.length === 0 || amount > offer.budgetDaily) throw new AppError('promotion_budget_spent');
  }

  const account = await systemAccount(trx, merchantId, 'bonus', `grant:${claimed.id}`);
  await trx
    .updateTable('promotion_grants')
    .set({ account_id: account })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', claimed.id)
    .execute();
  await postEntry(trx, {
    merchantId,
    kind: entryKinds.bonusGrant,
    idempotencyKey: `grant:${claimed.id}`,
    reference: `grant:${claimed.id}`,
    memberId,
    memo: offer.code,
    postings: [
      { accountId: await systemAccount(trx, merchantId, 'promotion_budget'), amount: -amount },
      { accountId: account, amount },
    ],
  });
  await recordGrantEvent(trx, claimed.id, 'issued', amount);
  const grant = { id: claimed.id, merchant_id: merchantId, member_id: memberId, terms };
  await tellMember(trx, grant, 'bonus_granted', amount);
  if (state === 'active') await recordGrantEvent(trx, claimed.id, 'activated');
  if (turnoverNeeded === 0n) {
    // A grant that asks no play (a check-in, a level's reward, ADR 059) is cash at once, even while another bonus is
    // in play: it never waits its turn behind that one.
    await convertGrant(trx, { merchantId, grantId: claimed.id, wallet });
    return { grantId: claimed.id, state: 'completed', replayed: false };
  }
  return { grantId: claimed.id, state, replayed: false };
}
