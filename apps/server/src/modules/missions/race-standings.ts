import { type RawBuilder, sql } from 'kysely';
import type { StoredRaceEntry } from '../../db/schema';
import { maskUsername } from '../games';
import { memberAccounts } from '../member';
import { earlier } from './brand-day';
import { type GoalScope, goalProgressRelation } from './goal-progress';

export interface RaceWindow {
  scope: string | null;
  /** The prize of rank 1, 2, … in minor units. */
  prizes: readonly string[];
  starts_at: Date;
  ends_at: Date;
}

export interface StandingRow {
  member_id: bigint;
  username: string;
  valid_bets: bigint;
  rank: number;
  prize: bigint;
  /** Members ranked in the race (the same on every row). */
  entrants: number;
}

/** The board shows ten rows, or as many as the prize table pays if more. */
export const boardSize = (prizes: readonly string[]) => Math.max(10, prizes.length);

/**
 * A race's standings up to `until` as a relation (ADR 062, "Ties"): members ranked by valid bets in the window
 * (the race's product only, when it has one), trial accounts never. Equal valid bets share a rank, the standard
 * competition way (1, 2, 2, 4), and share what their places pay: a group tied at rank r, n members strong, takes the
 * prizes of places r to r + n − 1 (those beyond the table pay nothing), split equally and floored to the minor unit;
 * the remainder of the division stays with the house. So a tie never pays more in total than the places it covers,
 * and the same bets always give the same prizes, whatever order they were placed or read in.
 */
export function raceStandingsRelation(scope: GoalScope, race: RaceWindow, until: Date): RawBuilder<StandingRow> {
  const to = earlier(until, race.ends_at);
  const bets = goalProgressRelation(scope, { goal: 'bets_amount', scope: race.scope }, { from: race.starts_at, to });
  const prizes = JSON.stringify(race.prizes);
  return sql<StandingRow>`
    select r.member_id, r.username, r.valid_bets, r.rank, r.entrants,
           coalesce((select sum(p.amount::bigint)
                       from jsonb_array_elements_text(${prizes}::jsonb) with ordinality as p(amount, place)
                      where p.place between r.rank and r.rank + r.tied - 1), 0)::bigint / r.tied as prize
      from (select b.member_id, a.username, b.progress as valid_bets,
                   rank() over (order by b.progress desc)::int as rank,
                   count(*) over (partition by b.progress)::int as tied,
                   count(*) over ()::int as entrants
              from (${bets}) b
              join ${memberAccounts(scope.db, scope.merchantId)} a on a.id = b.member_id) r`;
}

/** The first rows of a race's standings, best first (a tie in member order), as the board stores them. */
export async function raceBoard(
  scope: GoalScope,
  race: RaceWindow,
  until: Date,
): Promise<{ top: StoredRaceEntry[]; entrants: number }> {
  const { rows } = await sql<StandingRow>`
    select * from (${raceStandingsRelation(scope, race, until)}) s
     order by s.rank, s.member_id
     limit ${boardSize(race.prizes)}`.execute(scope.db);
  return {
    top: rows.map((r) => ({
      rank: r.rank,
      memberId: `${r.member_id}`,
      name: maskUsername(r.username),
      validBets: `${r.valid_bets}`,
      prize: `${r.prize}`,
    })),
    entrants: rows[0]?.entrants ?? 0,
  };
}
