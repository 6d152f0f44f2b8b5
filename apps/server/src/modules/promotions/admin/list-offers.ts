import type { TAdminOffer, TAdminOfferList, ZAdminOffersQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps } from '../../../platform/context';
import { parseOfferRow } from '../offer-data';
import { offerToWire } from './offer-wire';
import { maxTurnoverMultiple } from './turnover-cap';

/** The brand's offers with the count of grants each has made, in one statement. */
function offersWithClaims(db: Db, merchantId: number) {
  return (
    db
      .selectFrom('promotion_offers as o')
      .selectAll('o')
      .select(
        sql<number>`(select count(*)::int from promotion_grants g where g.offer_id = o.id and g.merchant_id = o.merchant_id)`.as(
          'claims',
        ),
      )
      .where('o.merchant_id', '=', merchantId)
      // A loyalty program's offer is set up with its program (ADR 059), not here.
      .where('o.program', 'is', null)
  );
}

/** GET /admin/api/promotions/offers: the hall's order, then the newest first. */
export async function listOffers(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZAdminOffersQuery>,
): Promise<TAdminOfferList> {
  const { merchant } = actor;
  let rows = offersWithClaims(deps.db, merchant.id);
  if (query.state) rows = rows.where('o.state', '=', query.state);
  if (query.category) rows = rows.where('o.category', '=', query.category);
  const found = await rows.orderBy('o.sort').orderBy('o.id', 'desc').execute();
  return {
    items: found.map((row) => offerToWire(parseOfferRow(row), row.claims, row.updated_at, merchant.currencyExponent)),
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    maxTurnoverMultiple: await maxTurnoverMultiple(deps.db, merchant.id),
  };
}

/** One offer of the brand; another brand's id, or none, is not_found. */
export async function offerForAdmin(db: Db, actor: OperatorActor, id: bigint): Promise<TAdminOffer> {
  const row = await offersWithClaims(db, actor.merchant.id).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return offerToWire(parseOfferRow(row), row.claims, row.updated_at, actor.merchant.currencyExponent);
}
