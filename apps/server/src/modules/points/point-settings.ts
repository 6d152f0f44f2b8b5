import type { TPointProduct } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

/** A ratio: each `unit` of valid bets (or deposit) in minor units earns `ratio` hundredths of a point. */
export interface PointRate {
  unit: bigint;
  ratio: bigint;
}

/** The brand's points settings as the code uses them (ADR 064); a brand that never saved any earns none. */
export interface PointSettings {
  saved: boolean;
  enabled: boolean;
  rates: Map<TPointProduct, PointRate>;
  deposit: PointRate | null;
  conversion: { points: bigint; amount: bigint; minPoints: bigint } | null;
  notes: LocalizedJson;
}

export async function pointSettingsOf(db: Db, merchantId: number): Promise<PointSettings> {
  const row = await db
    .selectFrom('point_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) {
    return { saved: false, enabled: false, rates: new Map(), deposit: null, conversion: null, notes: noNotes };
  }
  const rates = new Map(
    Object.entries(row.rates).map(([product, r]) => [
      product as TPointProduct,
      { unit: BigInt(r.unit), ratio: BigInt(r.ratio) },
    ]),
  );
  return {
    saved: true,
    enabled: row.enabled,
    rates,
    deposit:
      row.deposit_unit !== null && row.deposit_ratio !== null
        ? { unit: row.deposit_unit, ratio: row.deposit_ratio }
        : null,
    conversion:
      row.conversion_points !== null && row.conversion_amount !== null && row.conversion_min_points !== null
        ? { points: row.conversion_points, amount: row.conversion_amount, minPoints: row.conversion_min_points }
        : null,
    notes: row.notes,
  };
}

const noNotes: LocalizedJson = { ms: '', en: '', zh: '' };

/** The points `amount` earns at `rate`, rounded down to the hundredth of a point. */
export function pointsAt(amount: bigint, rate: PointRate | null | undefined): bigint {
  if (!rate || amount <= 0n) return 0n;
  return (amount * rate.ratio) / rate.unit;
}

/** The rate a product earns at, when the brand's points mall is on (none otherwise). */
export function rateOf(settings: PointSettings, product: TPointProduct): PointRate | null {
  return settings.enabled ? (settings.rates.get(product) ?? null) : null;
}
