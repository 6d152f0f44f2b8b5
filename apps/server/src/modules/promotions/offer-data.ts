import {
  type TEligibilityRule,
  type TOfferReward,
  type TOfferTerms,
  ZEligibilityRule,
  ZOfferReward,
  ZOfferTerms,
} from '@gemilang/contract';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { LocalizedJson, OfferKind, OfferState, PromotionOffersTable } from '../../db/schema';

/**
 * An offer as the engine reads it: its JSON columns parsed by the contract's shapes (amounts in minor units), so
 * every rule the engine applies is typed data, never code (ADR 057). A row that no longer parses is a bug in
 * whoever wrote it, and throws.
 */
export interface Offer {
  id: bigint;
  merchantId: number;
  code: string;
  kind: OfferKind;
  category: string;
  state: OfferState;
  sort: number;
  title: LocalizedJson;
  summary: LocalizedJson;
  rules: LocalizedJson;
  art: LocalizedJson;
  reward: TOfferReward;
  terms: TOfferTerms;
  eligibility: TEligibilityRule[];
  startsAt: Date;
  endsAt: Date | null;
  budgetTotal: bigint | null;
  budgetDaily: bigint | null;
  grantedTotal: bigint;
  version: number;
}

const ZRules = z.array(ZEligibilityRule);

export function parseOfferRow(row: Selectable<PromotionOffersTable>): Offer {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    code: row.code,
    kind: row.kind,
    category: row.category,
    state: row.state,
    sort: row.sort,
    title: row.title,
    summary: row.summary,
    rules: row.rules,
    art: row.art,
    reward: ZOfferReward.parse(row.reward),
    terms: ZOfferTerms.parse(row.terms),
    eligibility: ZRules.parse(row.eligibility),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    budgetTotal: row.budget_total,
    budgetDaily: row.budget_daily,
    grantedTotal: row.granted_total,
    version: row.version,
  };
}

/**
 * One of the brand's offers, whatever its state (undefined: none of that id in this brand). A loyalty program's
 * offer (ADR 059) is not one a member can open or claim.
 */
export async function offerById(db: Db, merchantId: number, id: bigint): Promise<Offer | undefined> {
  const row = await db
    .selectFrom('promotion_offers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('program', 'is', null)
    .executeTakeFirst();
  return row ? parseOfferRow(row) : undefined;
}

/** The brand's published offers in the hall's order. */
export async function publishedOffers(db: Db, merchantId: number): Promise<Offer[]> {
  const rows = await db
    .selectFrom('promotion_offers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'published')
    // A loyalty program's offer (ADR 059) is never in the hall.
    .where('program', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(parseOfferRow);
}

/** Where the offer's claim window stands at `now`. */
export function windowOf(offer: Pick<Offer, 'startsAt' | 'endsAt'>, now: Date): 'not_started' | 'open' | 'closed' {
  if (now < offer.startsAt) return 'not_started';
  if (offer.endsAt && now >= offer.endsAt) return 'closed';
  return 'open';
}
