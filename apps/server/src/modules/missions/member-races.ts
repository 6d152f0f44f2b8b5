import type { TRace, TRaceList, TRaceState } from '@gemilang/contract';
import type { RaceState } from '../../db/schema';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { memberRewardsBySource } from '../rewards';
import { earlier } from './brand-day';
import { memberProgress } from './goal-progress';
import { raceSource } from './reward-sources';

const WEEK_MS = 7 * 86_400_000;

/** A race's state for the page: a running race past its end reads as ended while its prizes are being recorded. */
function stateOf(race: { state: RaceState; starts_at: Date; ends_at: Date }, now: Date): TRaceState {
  if (race.state !== 'running') return race.state;
  if (race.starts_at > now) return 'upcoming';
  return race.ends_at <= now ? 'ended' : 'running';
}

/**
 * GET /wps/member/races: the brand's races around now (running, starting within a week, ended within a week) with
 * the board the job last stored (masked names; no ranking is computed here), the caller's own valid bets in the
 * race computed now (their rank and prize when they are on the board) and, after the end, their prize's reward.
 */
export async function memberRaces(deps: Deps, actor: MemberActor): Promise<TRaceList> {
  const { merchant, member, language } = actor;
  const now = deps.now();
  const exponent = merchant.currencyExponent;
  const money = (minor: string | bigint) => formatMinor(BigInt(minor), exponent);
  const rows = await deps.db
    .selectFrom('races')
    .select(['id', 'title', 'scope', 'state', 'starts_at', 'ends_at', 'prizes', 'top', 'entrants', 'top_at'])
    .where('merchant_id', '=', merchant.id)
    .where('starts_at', '<', new Date(now.getTime() + WEEK_MS))
    .where('ends_at', '>', new Date(now.getTime() - WEEK_MS))
    .orderBy('ends_at')
    .orderBy('id')
    .limit(10)
    .execute();
  const rewards = await memberRewardsBySource(deps.db, {
    merchantId: merchant.id,
    memberId: member.id,
    program: 'race',
    sourceRefs: rows.map((r) => raceSource(r.id)),
  });
  const scope = { db: deps.db, merchantId: merchant.id, timeZone: merchant.timeZone };
  const items: TRace[] = [];
  for (const row of rows) {
    const state = stateOf(row, now);
    const until = earlier(row.ends_at, now);
    const validBets =
      row.starts_at <= now && row.state !== 'cancelled'
        ? await memberProgress(
            scope,
            { goal: 'bets_amount', scope: row.scope },
            { from: row.starts_at, to: until },
            member.id,
          )
        : 0n;
    const onBoard = row.top.find((entry) => entry.memberId === `${member.id}`);
    const reward = rewards.get(raceSource(row.id));
    items.push({
      id: `${row.id}`,
      title: row.title[language] || row.title.en,
      scope: row.scope as TRace['scope'],
      state,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      prizes: row.prizes.map(money),
      top: row.top.map((entry) => ({
        rank: entry.rank,
        name: entry.name,
        validBets: money(entry.validBets),
        prize: money(entry.prize),
      })),
      entrants: row.entrants,
      updatedAt: row.top_at?.toISOString() ?? null,
      mine: {
        validBets: money(validBets),
        rank: onBoard?.rank ?? null,
        prize: onBoard ? money(onBoard.prize) : null,
      },
      rewardId: reward ? `${reward.id}` : null,
      rewardState: reward?.state ?? null,
    });
  }
  // Running races first, then those to come, then those over.
  const order: Record<TRaceState, number> = { running: 0, upcoming: 1, ended: 2, cancelled: 3 };
  items.sort((a, b) => order[a.state] - order[b.state]);
  return { items, currency: merchant.currency };
}
