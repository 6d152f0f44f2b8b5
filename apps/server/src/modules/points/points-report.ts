import type { TPointReport } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { accountKindTotals, entryKinds, postingSumsByKind } from '../wallet';
import { formatPoints } from './points-format';

/**
 * GET /admin/api/points/report (ADR 064): over the brand's days [from, to] (midnight to midnight in its zone), the
 * points issued (earned from bets net of corrections, from deposits, adjusted net), redeemed (approved in the range)
 * and converted, what conversions paid and approved items' money; and now, the points held by redemptions applying,
 * the points members hold and how many hold some. The ledger's sums are the wallet's to read (postingSumsByKind);
 * the redemptions are this module's.
 */
export async function pointsReport(
  deps: Deps,
  actor: OperatorActor,
  query: { from: string; to: string },
): Promise<TPointReport> {
  const { db } = deps;
  const { merchant } = actor;
  if (query.from > query.to) throw new AppError('date_range_reversed', [{ field: 'from', reason: 'invalid' }]);
  const bounds = await sql<{ from: Date; to: Date }>`
    select (${query.from}::date::timestamp at time zone ${merchant.timeZone}) as from,
           ((${query.to}::date + 1)::timestamp at time zone ${merchant.timeZone}) as to`.execute(db);
  const range = bounds.rows[0] as { from: Date; to: Date };
  const [points, cash, redeemed, held, members] = await Promise.all([
    postingSumsByKind(db, merchant.id, {
      kinds: [
        entryKinds.pointsAccrual,
        entryKinds.pointsCorrection,
        entryKinds.pointsDeposit,
        entryKinds.pointsAdjustment,
        entryKinds.pointsConvert,
      ],
      accountKind: 'points',
      ...range,
    }),
    postingSumsByKind(db, merchant.id, { kinds: [entryKinds.pointsCash], accountKind: 'member_wallet', ...range }),
    db
      .selectFrom('point_redemptions')
      .select([
        sql<bigint>`coalesce(sum(points), 0)::bigint`.as('points'),
        sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('amount'),
      ])
      .where('merchant_id', '=', merchant.id)
      .where('status', '=', 'approved')
      .where('decided_at', '>=', range.from)
      .where('decided_at', '<', range.to)
      .executeTakeFirstOrThrow(),
    accountKindTotals(db, merchant.id, 'points_held'),
    accountKindTotals(db, merchant.id, 'points'),
  ]);
  const of = (kind: string) => points.get(kind) ?? 0n;
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    from: query.from,
    to: query.to,
    earned: formatPoints(of(entryKinds.pointsAccrual) + of(entryKinds.pointsCorrection)),
    fromDeposits: formatPoints(of(entryKinds.pointsDeposit)),
    adjusted: formatPoints(of(entryKinds.pointsAdjustment)),
    redeemed: formatPoints(BigInt(redeemed.points)),
    held: formatPoints(held.total),
    converted: formatPoints(-of(entryKinds.pointsConvert)),
    conversionCash: money(cash.get(entryKinds.pointsCash) ?? 0n),
    itemMoney: money(BigInt(redeemed.amount)),
    outstanding: formatPoints(members.total),
    members: members.positive,
    currency: merchant.currency,
  };
}
