import type { TMemberOverview } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { memberBetTotals, totalsView } from '../bets';
import { depositSummary } from '../deposits';
import { linkedAccounts, memberNameOf, memberStanding } from '../member';
import { pointsBalance } from '../points';
import { protectionOf } from '../protection';
import { memberBalance } from '../wallet';
import { withdrawalSummary } from '../withdrawals';

/** How many of a member's notes the overview shows, the latest first. */
const NOTES_SHOWN = 50;

/**
 * GET /admin/api/members/:id/overview (ADR 066): a member's money in and out, their play and its result, points,
 * staff notes, labels, linked accounts and protection state (ADR 073), each read from the module that owns it, side by side. Another brand's
 * member is not found.
 */
export async function memberOverview(deps: Deps, actor: OperatorActor, memberId: bigint): Promise<TMemberOverview> {
  const { db } = deps;
  const merchant = actor.merchant;
  const found = await sql<{
    name: string | null;
  }>`select ${memberNameOf(merchant.id, sql`${memberId}`)} as name`.execute(db);
  if (!found.rows[0]?.name) throw new AppError('not_found');
  const standing = await memberStanding(db, merchant.id, memberId);
  const [balance, deposits, withdrawals, bets, points, notes, linked, protection] = await Promise.all([
    memberBalance(db, merchant.id, memberId),
    depositSummary(db, merchant.id, memberId),
    withdrawalSummary(db, merchant.id, memberId),
    memberBetTotals(db, merchant.id, memberId),
    pointsBalance(db, merchant.id, memberId),
    db
      .selectFrom('member_notes as n')
      .leftJoin(staffNames(db, merchant.id).as('o'), 'o.id', 'n.operator_id')
      .select(['n.id', 'n.text', 'n.created_at', 'o.username'])
      .where('n.merchant_id', '=', merchant.id)
      .where('n.member_id', '=', memberId)
      .orderBy('n.id', 'desc')
      .limit(NOTES_SHOWN)
      .execute(),
    linkedAccounts(db, merchant.id, memberId),
    protectionOf(db, merchant.id, memberId, merchant.currencyExponent, deps.now()),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    balance: money(balance),
    deposits: { count: deposits.count, total: money(deposits.total) },
    withdrawals: { count: withdrawals.count, paid: money(withdrawals.paid), open: withdrawals.open },
    netCash: money(deposits.total - withdrawals.paid),
    bets: totalsView(bets, merchant.currencyExponent),
    points: formatMinor(points, 2),
    labels: standing.labels,
    notes: notes.map((n) => ({ id: `${n.id}`, text: n.text, by: n.username ?? '', at: n.created_at.toISOString() })),
    linked,
    currency: merchant.currency,
    protection,
  };
}
