import type { TMission, TMissionBadge, TMissionList } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { memberRewardsBySource } from '../rewards';
import { earlier } from './brand-day';
import { memberProgress } from './goal-progress';
import { cardState, goalView } from './mission-cards';
import { missionSource } from './reward-sources';

const WEEK_MS = 7 * 86_400_000;
/** At most this many cards: each open one reads the member's progress. */
const MOST_CARDS = 30;

/** The brand's shown missions whose window is open now. */
async function openMissionIds(deps: Deps, merchantId: number, now: Date): Promise<bigint[]> {
  const rows = await deps.db
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The badge on the member centre's mission entry (ADR 062): open missions whose reward the member has not had yet,
 * or has and not yet claimed. Two short reads, no progress computed: the menu asks it whenever it opens.
 */
export async function missionBadge(deps: Deps, actor: MemberActor): Promise<TMissionBadge> {
  const { merchant, member } = actor;
  const ids = await openMissionIds(deps, merchant.id, deps.now());
  const rewards = await memberRewardsBySource(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    program: 'mission',
    sourceRefs: ids.map(missionSource),
  });
  const available = ids.filter((id) => {
    const reward = rewards.get(missionSource(id));
    return !reward || reward.state === 'waiting';
  });
  return { available: available.length };
}

/**
 * GET /wps/member/missions: the brand's missions around now (open, starting within a week, ended within a week),
 * each with the member's progress computed now from the bets, deposits and sign-ins in its window, and its reward
 * in the reward centre once the job has recorded it (claimed there or on the card).
 */
export async function memberMissions(deps: Deps, actor: MemberActor): Promise<TMissionList> {
  const { merchant, member, language } = actor;
  const now = deps.now();
  const rows = await deps.db
    .selectFrom('missions')
    .select(['id', 'title', 'goal', 'scope', 'target', 'reward', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', merchant.id)
    .where('enabled', '=', true)
    .where('starts_at', '<', new Date(now.getTime() + WEEK_MS))
    .where('ends_at', '>', new Date(now.getTime() - WEEK_MS))
    .orderBy('ends_at')
    .orderBy('id')
    .limit(MOST_CARDS)
    .execute();
  const rewards = await memberRewardsBySource(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    program: 'mission',
    sourceRefs: rows.map((r) => missionSource(r.id)),
  });
  const scope = { db: deps.db, merchantId: merchant.id, timeZone: merchant.timeZone };
  const exponent = merchant.currencyExponent;
  const items: TMission[] = [];
  for (const row of rows) {
    const started = row.starts_at <= now;
    const open = started && row.ends_at > now;
    const reward = rewards.get(missionSource(row.id));
    const until = earlier(row.ends_at, now);
    const progress = started ? await memberProgress(scope, row, { from: row.starts_at, to: until }, member.id) : 0n;
    items.push({
      id: `${row.id}`,
      title: row.title[language] || row.title.en,
      ...goalView(row, progress, exponent),
      reward: formatMinor(row.reward, exponent),
      state: cardState({ started, open, reached: progress >= row.target, reward }),
      rewardId: reward ? `${reward.id}` : null,
      rewardState: reward?.state ?? null,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
    });
  }
  // Open missions first, then those to come, then those ended; each group by its end.
  const group = (m: TMission) => (Date.parse(m.endsAt) <= now.getTime() ? 2 : m.state === 'upcoming' ? 1 : 0);
  items.sort((a, b) => group(a) - group(b));
  const available = items.filter(
    (m) => group(m) === 0 && (m.state === 'in_progress' || m.state === 'reached' || m.state === 'claimable'),
  ).length;
  return { items, available, currency: merchant.currency };
}
