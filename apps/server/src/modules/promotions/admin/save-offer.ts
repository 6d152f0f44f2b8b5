import type { TAdminOffer, ZOfferInput } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { uniqueViolation } from '../../../platform/database-errors';
import { amountFromInput } from '../../../platform/money';
import { offerForAdmin } from './list-offers';
import { hasGrants } from './offer-grants';
import { rewardFromInput, rulesFromInput, termsFromInput } from './offer-wire';
import { maxTurnoverMultiple } from './turnover-cap';

type OfferInput = z.output<typeof ZOfferInput>;

/**
 * The input as the table stores it: amounts in minor units, checked against the brand's currency and its cap
 * on the turnover multiple. Everything is refused before anything is written.
 */
async function storedForm(trx: Transaction<Database>, actor: OperatorActor, input: OfferInput) {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const cap = await maxTurnoverMultiple(trx, merchant.id);
  if (input.terms.turnoverMultiple > cap) {
    throw new AppError('promotion_turnover_over_cap', [{ field: 'terms.turnoverMultiple', reason: 'too_large' }]);
  }
  const budget = (value: string | null, field: string) =>
    value === null ? null : amountFromInput(value, exponent, field);
  const reward = rewardFromInput(input.reward, exponent);
  return {
    code: input.code,
    kind: reward.kind,
    category: input.category,
    sort: input.sort,
    title: JSON.stringify(input.title),
    summary: JSON.stringify(input.summary),
    rules: JSON.stringify(input.rules),
    art: JSON.stringify(input.art),
    reward: JSON.stringify(reward),
    terms: JSON.stringify(termsFromInput(input.terms, exponent)),
    eligibility: JSON.stringify(rulesFromInput(input.eligibility, exponent)),
    starts_at: new Date(input.startsAt),
    ends_at: input.endsAt === null ? null : new Date(input.endsAt),
    budget_total: budget(input.budgetTotal, 'budgetTotal'),
    budget_daily: budget(input.budgetDaily, 'budgetDaily'),
    updated_by: actor.operator.id,
  };
}

/** The brand's unique code, taken by another offer: a 409 the editor shows beside the field. */
function codeTaken(error: unknown): never {
  if (uniqueViolation(error) !== null) {
    throw new AppError('promotion_code_taken', [{ field: 'code', reason: 'invalid' }]);
  }
  throw error;
}

/** What an audit row keeps of an offer: its identity and the terms that cost money. */
function auditShape(values: Awaited<ReturnType<typeof storedForm>>) {
  return {
    code: values.code,
    kind: values.kind,
    category: values.category,
    reward: JSON.parse(values.reward),
    terms: JSON.parse(values.terms),
    eligibility: JSON.parse(values.eligibility),
    startsAt: values.starts_at.toISOString(),
    endsAt: values.ends_at?.toISOString() ?? null,
    budgetTotal: values.budget_total?.toString() ?? null,
    budgetDaily: values.budget_daily?.toString() ?? null,
  };
}

/** POST /admin/api/promotions/offers: a new offer of the brand, a draft until published. */
export async function createOffer(deps: Deps, actor: OperatorActor, input: OfferInput): Promise<TAdminOffer> {
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const values = await storedForm(trx, actor, input);
      const row = await trx
        .insertInto('promotion_offers')
        .values({ ...values, merchant_id: actor.merchant.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, {
        ...operatorAuditActor(actor),
        action: 'promotion.offer_create',
        targetType: 'promotion_offer',
        targetId: `${row.id}`,
        detail: auditShape(values),
      });
      return row.id;
    })
    .catch(codeTaken);
  return offerForAdmin(deps.db, actor, id);
}

/**
 * PUT /admin/api/promotions/offers/:id: the offer's new data and a version one higher. Grants already issued
 * copied their terms when they were made (promotion_grants.terms), so nothing here reaches them. The kind is
 * fixed once the offer has left its first draft or granted anything: members may hold grants of that kind.
 */
export async function updateOffer(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: OfferInput,
): Promise<TAdminOffer> {
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('promotion_offers')
        .select(['kind', 'state', 'version'])
        .where('merchant_id', '=', actor.merchant.id)
        .where('id', '=', id)
        .where('program', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError('not_found');
      const values = await storedForm(trx, actor, input);
      if (
        values.kind !== current.kind &&
        (current.state !== 'draft' || (await hasGrants(trx, actor.merchant.id, id)))
      ) {
        throw new AppError('promotion_kind_locked', [{ field: 'reward.kind', reason: 'invalid' }]);
      }
      await trx
        .updateTable('promotion_offers')
        .set({ ...values, version: current.version + 1, updated_at: new Date() })
        .where('merchant_id', '=', actor.merchant.id)
        .where('id', '=', id)
        .execute();
      await audit(trx, {
        ...operatorAuditActor(actor),
        action: 'promotion.offer_update',
        targetType: 'promotion_offer',
        targetId: `${id}`,
        detail: { version: current.version + 1, ...auditShape(values) },
      });
    })
    .catch(codeTaken);
  return offerForAdmin(deps.db, actor, id);
}
