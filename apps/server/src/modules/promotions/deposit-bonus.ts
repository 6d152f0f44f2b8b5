import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { memberStanding } from '../member';
import { fitsNextDeposit, standingOf } from './claim-state';
import { issueGrant } from './issue-grant';
import { memberPromotions } from './member-promotions';
import { type Offer, offerById, parseOfferRow } from './offer-data';

/**
 * Deposit bonuses (ADR 057): the member chooses one on the deposit page (or opts in earlier from the offer's
 * page) and it is granted when that deposit is credited, in the credit's own transaction.
 */

interface DepositFacts {
  /** Credited deposits before the one in question. */
  count: number;
  total: bigint;
}

/** The deposit match offers the member may choose for their next deposit, with whether they chose one already. */
export async function depositBonusOffers(
  db: Db,
  merchant: Pick<MerchantContext, 'id' | 'timeZone'>,
  memberId: bigint,
  deposits: DepositFacts,
  now: Date,
): Promise<{ offer: Offer; chosen: boolean }[]> {
  const rows = await db
    .selectFrom('promotion_offers')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('state', '=', 'published')
    .where('kind', '=', 'deposit_match')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const [standing, mine] = await Promise.all([
    memberStanding(db, merchant.id, memberId),
    memberPromotions(db, merchant.id, memberId),
  ]);
  const facts = { ...standing, depositCount: deposits.count, depositTotal: deposits.total };
  const at = { now, timeZone: merchant.timeZone };
  return rows
    .map(parseOfferRow)
    .filter((offer) => offer.kind === 'deposit_match' && fitsNextDeposit(offer, deposits.count))
    .map((offer) => ({ offer, state: standingOf(offer, { facts, mine }, at).state }))
    .filter(({ state }) => state === 'join_now' || state === 'signed_up')
    .map(({ offer, state }) => ({ offer, chosen: state === 'signed_up' }));
}

/**
 * The deposit page's choice, recorded with the deposit request (its own transaction): the offer must be one the
 * member may choose now for this deposit and amount, else the request is refused with why, and nothing is made.
 */
export async function chooseDepositBonus(
  trx: Transaction<Database>,
  input: {
    merchant: Pick<MerchantContext, 'id' | 'timeZone'>;
    memberId: bigint;
    offerId: bigint;
    depositId: bigint;
    amount: bigint;
    deposits: DepositFacts;
    now: Date;
  },
): Promise<void> {
  const offer = await offerById(trx, input.merchant.id, input.offerId);
  if (offer?.state !== 'published') throw new AppError('promotion_unknown');
  if (offer.kind !== 'deposit_match' || offer.reward.kind !== 'deposit_match')
    throw new AppError('promotion_wrong_kind');
  const choices = await depositBonusOffers(trx, input.merchant, input.memberId, input.deposits, input.now);
  if (!choices.some((c) => c.offer.id === offer.id)) throw new AppError('promotion_not_eligible');
  if (input.amount < BigInt(offer.reward.minDeposit)) throw new AppError('promotion_not_eligible');
  await trx
    .updateTable('promotion_opt_ins')
    .set({ state: 'withdrawn' })
    .where('merchant_id', '=', input.merchant.id)
    .where('member_id', '=', input.memberId)
    .where('offer_id', '=', offer.id)
    .where('state', '=', 'waiting')
    .execute();
  await trx
    .insertInto('promotion_opt_ins')
    .values({
      merchant_id: input.merchant.id,
      member_id: input.memberId,
      offer_id: offer.id,
      deposit_id: input.depositId,
    })
    .execute();
}

/**
 * A credited deposit's bonus: the opt-in made for this deposit, else a standing one whose offer fits it. Granted
 * under the source `deposit:<id>`, so a deposit credited twice (a replayed gateway notice) grants once. A bonus
 * that cannot be granted (window over, budget spent, below its minimum) never undoes the deposit: it is tried
 * behind a savepoint, and a deposit-specific opt-in that failed is withdrawn.
 */
export async function grantDepositBonus(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; depositId: bigint; amount: bigint; depositNumber: number; now: Date },
): Promise<void> {
  const optIns = await trx
    .selectFrom('promotion_opt_ins')
    .select(['id', 'offer_id', 'deposit_id'])
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('state', '=', 'waiting')
    .where((eb) => eb.or([eb('deposit_id', '=', input.depositId), eb('deposit_id', 'is', null)]))
    .orderBy(sql`deposit_id is null`)
    .orderBy('id')
    .execute();
  for (const optIn of optIns) {
    const offer = await offerById(trx, input.merchantId, optIn.offer_id);
    const fits =
      offer !== undefined &&
      offer.state === 'published' &&
      offer.reward.kind === 'deposit_match' &&
      fitsNextDeposit(offer, input.depositNumber - 1) &&
      input.amount >= BigInt(offer.reward.minDeposit) &&
      input.now >= offer.startsAt &&
      (offer.endsAt === null || input.now < offer.endsAt);
    if (fits && offer) {
      await sql`savepoint deposit_bonus`.execute(trx);
      try {
        await issueGrant(trx, {
          merchantId: input.merchantId,
          memberId: input.memberId,
          offerId: offer.id,
          sourceRef: `deposit:${input.depositId}`,
          depositAmount: input.amount,
        });
        await sql`release savepoint deposit_bonus`.execute(trx);
        await trx
          .updateTable('promotion_opt_ins')
          .set({ state: 'used', used_at: input.now, deposit_id: input.depositId })
          .where('merchant_id', '=', input.merchantId)
          .where('id', '=', optIn.id)
          .execute();
        return;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await sql`rollback to savepoint deposit_bonus`.execute(trx);
      }
    }
    if (optIn.deposit_id !== null) {
      await trx
        .updateTable('promotion_opt_ins')
        .set({ state: 'withdrawn' })
        .where('merchant_id', '=', input.merchantId)
        .where('id', '=', optIn.id)
        .execute();
    }
  }
}
