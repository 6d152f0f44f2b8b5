import type { TExclusionKind, TProtection, TProtectionPeriod } from '@gemilang/contract';
import { protectionPeriods } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { MemberProtectionTable } from '../../db/schema';
import { formatMinor } from '../../platform/money';
import { depositedSince } from '../deposits';

export type ProtectionRow = Selectable<MemberProtectionTable>;

const HOUR_MS = 60 * 60 * 1000;

/** The rolling windows of the three limits (docs/product.md, Player protection): 24 hours, 7 days, 30 days. */
export const windowMs: Record<TProtectionPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** How long a raise (or a removal) of a limit waits before it applies (ADR 073). */
export const RAISE_DELAY_MS = 24 * HOUR_MS;

/** One period's limit as it stands at `now`: a raise whose 24 hours are over is the limit. */
export interface PeriodLimit {
  limit: bigint | null;
  pending: { limit: bigint | null; from: Date } | null;
}

export function periodLimit(row: ProtectionRow | undefined, period: TProtectionPeriod, now: Date): PeriodLimit {
  if (!row) return { limit: null, pending: null };
  const limit = row[`${period}_limit`];
  const from = row[`${period}_pending_from`];
  const pending = row[`${period}_pending`];
  if (from === null) return { limit, pending: null };
  if (from <= now) return { limit: pending, pending: null };
  return { limit, pending: { limit: pending, from } };
}

/** The break or exclusion in force at `now`, or null (one whose end has passed is over). */
export function activeExclusion(
  row: ProtectionRow | undefined,
  now: Date,
): { kind: TExclusionKind; until: Date | null; takenAt: Date } | null {
  if (!row?.exclusion_kind || !row.exclusion_taken_at) return null;
  if (row.exclusion_until !== null && row.exclusion_until <= now) return null;
  return { kind: row.exclusion_kind, until: row.exclusion_until, takenAt: row.exclusion_taken_at };
}

export function protectionRow(db: Db, merchantId: number, memberId: bigint): Promise<ProtectionRow | undefined> {
  return db
    .selectFrom('member_protection')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The same row locked for a change (created empty on the member's first one). */
export async function lockedProtectionRow(db: Db, merchantId: number, memberId: bigint): Promise<ProtectionRow> {
  await db
    .insertInto('member_protection')
    .values({ merchant_id: merchantId, member_id: memberId })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
    .execute();
  return db
    .selectFrom('member_protection')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * The member's protection as the member (and the console's summary) reads it: each limit in force with its
 * waiting raise, what was deposited in its window and what is left, and the break or exclusion in force.
 */
export async function protectionOf(
  db: Db,
  merchantId: number,
  memberId: bigint,
  exponent: number,
  now: Date,
): Promise<TProtection> {
  const row = await protectionRow(db, merchantId, memberId);
  const money = (v: bigint | null) => (v === null ? null : formatMinor(v, exponent));
  const entries = await Promise.all(
    protectionPeriods.map(async (period) => {
      const { limit, pending } = periodLimit(row, period, now);
      const used = await depositedSince(db, merchantId, memberId, new Date(now.getTime() - windowMs[period]));
      const left = limit === null ? null : limit > used ? limit - used : 0n;
      return [
        period,
        {
          limit: money(limit),
          pending: pending ? { limit: money(pending.limit), from: pending.from.toISOString() } : null,
          used: formatMinor(used, exponent),
          left: money(left),
        },
      ] as const;
    }),
  );
  const limits = Object.fromEntries(entries) as TProtection['limits'];
  const exclusion = activeExclusion(row, now);
  return {
    limits,
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          until: exclusion.until?.toISOString() ?? null,
          takenAt: exclusion.takenAt.toISOString(),
        }
      : null,
  };
}
