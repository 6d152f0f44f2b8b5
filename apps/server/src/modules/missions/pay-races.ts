import { sql } from 'kysely';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { publishRaceBoard } from '../../platform/realtime';
import { recordRewards } from '../rewards';
import { FINAL_PASS_GRACE_MS } from './complete-missions';
import { raceBoard, raceStandingsRelation } from './race-standings';
import { raceSource } from './reward-sources';

export const PAY_RACES_EVERY_MS = 60_000;

interface EndedRace {
  id: bigint;
  merchant_id: number;
  title: unknown;
  scope: string | null;
  prizes: string[];
  starts_at: Date;
  ends_at: Date;
}

/**
 * The race prize job (ADR 062), every minute: each race past its end (and the grace that lets a settlement under way
 * commit) is claimed by ONE statement, `UPDATE … SET state = 'ended' WHERE id = (… state = 'running' … FOR UPDATE
 * SKIP LOCKED) RETURNING`, and in the same transaction its final standings record every winner's prize in ONE
 * recordRewards statement (source `race:<id>`, details rank and name) and its final board is stored and pushed. A
 * second process skips the locked row, then finds it ended; a rerun finds nothing; the reward centre's unique
 * (member, program, source) would refuse a second prize anyway. Returns how many prizes it recorded.
 */
export async function payRaces(deps: Deps): Promise<number> {
  const now = deps.now();
  const zones = new Map((await allBrands(deps.db)).map((b) => [b.id, b.time_zone]));
  const endedBefore = new Date(now.getTime() - FINAL_PASS_GRACE_MS);
  let recorded = 0;
  for (let i = 0; i < 100; i++) {
    const paid = await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<EndedRace>`
        update races set state = 'ended', ended_at = ${now}, updated_at = ${now}
         where id = (select id from races
                      where state = 'running' and ends_at <= ${endedBefore}
                      order by ends_at, id
                      limit 1
                        for update skip locked)
        returning id, merchant_id, title, scope, prizes, starts_at, ends_at`.execute(trx);
      const race = rows[0];
      if (!race) return null;
      const scope = { db: trx, merchantId: race.merchant_id, timeZone: zones.get(race.merchant_id) ?? 'UTC' };
      const standings = raceStandingsRelation(scope, race, race.ends_at);
      const count = await recordRewards(trx, {
        merchantId: race.merchant_id,
        program: 'race',
        now,
        rows: sql`select s.member_id, ${raceSource(race.id)}::text as source_ref, s.prize as amount,
                         jsonb_build_object('rank', s.rank, 'name', ${JSON.stringify(race.title)}::jsonb,
                                            'periodStart', ${race.starts_at.toISOString()}::text,
                                            'periodEnd', ${race.ends_at.toISOString()}::text) as details
                    from (${standings}) s
                   where s.prize > 0`,
      });
      const board = await raceBoard(scope, race, race.ends_at);
      await trx
        .updateTable('races')
        .set({ top: JSON.stringify(board.top), entrants: board.entrants, top_at: now })
        .where('id', '=', race.id)
        .execute();
      await publishRaceBoard(trx, {
        merchantId: race.merchant_id,
        raceId: `${race.id}`,
        top: board.top.map(({ rank, name, validBets, prize }) => ({ rank, name, validBets, prize })),
        entrants: board.entrants,
      });
      return count;
    });
    if (paid === null) break;
    recorded += paid;
  }
  return recorded;
}
