import type { TBonusDetails, TBonusGrant } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor, smallerAmount } from '../../platform/money';
import { accountBalance } from '../wallet';
import type { GrantTerms } from './grant-terms';

const SHOWN = 50;

/**
 * GET /wps/member/bonuses (member centre: bonus details, ADR 057): the member's latest grants, the one in play
 * first, each with its bonus balance (its ledger account's), turnover done and needed, and its history.
 */
export async function bonusDetails(deps: Deps, actor: MemberActor): Promise<TBonusDetails> {
  const { merchant, member } = actor;
  const grants = await deps.db
    .selectFrom('promotion_grants')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  const events =
    grants.length === 0
      ? []
      : await deps.db
          .selectFrom('promotion_grant_events')
          .select(['grant_id', 'kind', 'amount', 'created_at'])
          .where(
            'grant_id',
            'in',
            grants.map((g) => g.id),
          )
          .orderBy('id')
          .execute();
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const items: TBonusGrant[] = [];
  for (const grant of grants) {
    const terms = grant.terms as GrantTerms;
    const open = grant.state === 'active' || grant.state === 'pending';
    const balance =
      open && grant.account_id !== null ? await accountBalance(deps.db, merchant.id, grant.account_id) : 0n;
    items.push({
      id: `${grant.id}`,
      offerId: `${grant.offer_id}`,
      title: terms.title[actor.language],
      state: grant.state,
      reason: grant.reason,
      amount: money(grant.amount),
      balance: money(balance),
      // Shown up to what is needed: a stake that crossed the line counted in full, but the bar stops at 100 %.
      turnoverDone: money(smallerAmount(grant.turnover_done, grant.turnover_needed)),
      turnoverNeeded: money(grant.turnover_needed),
      maxBet: terms.maxBet === null ? null : money(BigInt(terms.maxBet)),
      expiresAt: grant.expires_at.toISOString(),
      createdAt: grant.created_at.toISOString(),
      endedAt: grant.ended_at?.toISOString() ?? null,
      converted: money(grant.converted),
      forfeited: money(grant.forfeited),
      history: events
        .filter((e) => e.grant_id === grant.id)
        .map((e) => ({ kind: e.kind, amount: money(e.amount), at: e.created_at.toISOString() })),
    });
  }
  const active = items.find((g) => g.state === 'active') ?? null;
  return {
    currency: merchant.currency,
    active,
    items: active ? [active, ...items.filter((g) => g !== active)] : items,
  };
}
