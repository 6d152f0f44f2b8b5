import type { TFrozenPage, ZFrozenQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../platform/actor';
import { latestAuditPerTarget } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { countValue, pageWindow } from '../../platform/list-queries';
import { formatMinor } from '../../platform/money';
import { advanceOwedByUpline, owedAsUpline } from '../agent-contracts';
import { memberAccounts } from '../member';
import { memberBalances } from '../wallet';

/** `%part%` for ILIKE, the part's own wildcards taken literally. */
const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /admin/api/frozen-members: the brand's accounts whose status is frozen, by account (part of it, any
 * case). Since when and why come from the audit log: the newest row about the member whose action ends in
 * `.freeze` (whatever module froze it) gives the time and its detail's reason; when an unfreeze is newer, or
 * no such row exists (a freeze written before ADR 039, or by hand), both are unknown (null) rather than
 * guessed. What it owes comes from the contracts' generic payout listing: its payouts as the upline in any
 * state but paid or nothing, and the house's advance on its forced dividends not yet taken back.
 */
export async function frozenMembers(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZFrozenQuery>,
): Promise<TFrozenPage> {
  const { db } = deps;
  const { merchant } = actor;
  let rows = db.selectFrom(memberAccounts(db, merchant.id).as('m')).where('m.status', '=', 'frozen');
  if (query.account) rows = rows.where('m.username', 'ilike', containsPattern(query.account));
  const { limit, offset } = pageWindow(query);
  const [page, count] = await Promise.all([
    rows.select(['m.id', 'm.username', 'm.type']).orderBy('m.username').limit(limit).offset(offset).execute(),
    rows.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  const ids = page.map((m) => m.id);
  const [balances, owed, advances, freezes] = await Promise.all([
    memberBalances(db, merchant.id, ids),
    owedAsUpline(db, merchant, ids),
    advanceOwedByUpline(db, merchant.id, ids),
    latestAuditPerTarget(
      db,
      merchant.id,
      { type: 'member', ids: ids.map(String) },
      { endingWith: '.freeze', orExactly: 'member.unfreeze' },
    ),
  ]);
  return {
    currency: merchant.currency,
    items: page.map((m) => {
      const last = freezes.find((f) => f.target_id === `${m.id}` && f.action !== 'member.unfreeze');
      const detail = (typeof last?.detail === 'string' ? JSON.parse(last.detail) : last?.detail) as
        | { reason?: unknown }
        | undefined;
      return {
        id: `${m.id}`,
        account: m.username,
        type: m.type,
        balance: formatMinor(balances.get(m.id) ?? 0n, merchant.currencyExponent),
        since: last ? new Date(last.created_at).toISOString() : null,
        reason: last ? (typeof detail?.reason === 'string' ? detail.reason : last.action) : null,
        owed: owed.get(m.id) ?? [],
        advanceOwed: formatMinor(advances.get(m.id) ?? 0n, merchant.currencyExponent),
      };
    }),
    total: countValue(count),
    page: query.page,
    pageSize: query.pageSize,
  };
}
