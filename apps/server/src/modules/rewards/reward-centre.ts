import type { TRewardCentre, TRewardProgram, TRewardState } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { detailsView, type StoredRewardDetails } from './reward-details';

const PAGE_SIZE = 20;
const openStates: TRewardState[] = ['due', 'waiting'];
const pastStates: TRewardState[] = ['paid', 'expired', 'refused'];

/**
 * GET /wps/member/rewards (member centre: reward centre, ADR 059): the member's rewards of every program, the open
 * ones (waiting for a claim, or being paid) or the history, newest first, with what each came from; and what waits
 * to be claimed, whatever the page.
 */
export async function rewardCentre(
  deps: Deps,
  actor: MemberActor,
  query: { view: 'open' | 'history'; program?: TRewardProgram; page: number },
): Promise<TRewardCentre> {
  const { merchant, member } = actor;
  const now = deps.now();
  let list = deps.db
    .selectFrom('rewards')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', member.id)
    .where('state', 'in', query.view === 'open' ? openStates : pastStates);
  if (query.program) list = list.where('program', '=', query.program);
  const [rows, total, waiting] = await Promise.all([
    list
      .selectAll()
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    deps.db
      .selectFrom('rewards')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<bigint | null>('amount').as('amount')])
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .where('state', '=', 'waiting')
      .where('claim_by', '>', now)
      .executeTakeFirst(),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    items: rows.map((r) => ({
      id: `${r.id}`,
      program: r.program as TRewardProgram,
      amount: money(r.amount),
      // A waiting reward past its window is expired already, whether or not the job has closed it yet.
      state: r.state === 'waiting' && r.claim_by <= now ? 'expired' : r.state,
      reason: r.reason,
      earnedAt: r.earned_at.toISOString(),
      claimBy: r.claim_by.toISOString(),
      paidAt: r.paid_at?.toISOString() ?? null,
      grantId: r.grant_id === null ? null : `${r.grant_id}`,
      details: detailsView(r.details as StoredRewardDetails, actor.language, merchant.currencyExponent),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: PAGE_SIZE,
    waitingCount: Number(waiting?.n ?? 0),
    waitingAmount: money(BigInt(waiting?.amount ?? 0)),
    currency: merchant.currency,
  };
}
