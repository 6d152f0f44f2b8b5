import type { Language, TCorrectionSummary, TResultDraw, TResultsOverview, TVnResult } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LotteryGameKind } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';
import { proposalRows, VN_REGION_OF } from './result-draws';

/** Settled draws stay open to a correction in the back office this long (older ones are history). */
export const CORRECTABLE_DAYS = 14;
const LIST_LIMIT = 100;

/**
 * The "Lottery results" page in one read (ADR 026): closed Vietnamese draws awaiting a result (with the
 * proposal waiting on each, its numbers shown only to whoever typed them, and an unresolved mismatch's two
 * entries, ADR 049), settled ones of the last days that may be corrected, and recent corrections
 * with what they paid, took back and could not take back.
 */
export async function resultsOverview(
  db: Db,
  merchant: MerchantContext,
  viewer: bigint,
  language: Language,
  now: Date,
): Promise<TResultsOverview> {
  const since = new Date(now.getTime() - CORRECTABLE_DAYS * 86_400_000);
  const draws = await sql<{
    id: bigint;
    code: string;
    name: Record<Language, string>;
    kind: LotteryGameKind;
    schedule: { stations?: { code: string; name: string }[] };
    draw_number: string;
    station: string;
    draw_at: Date;
    status: TResultDraw['status'];
    result: TVnResult | null;
    corrections: number;
  }>`
    (select d.id, g.code, g.name, g.kind, g.schedule, d.draw_number, d.station, d.draw_at, d.status, d.result,
            0 as corrections
       from lottery_draws d join lottery_games g on g.id = d.game_id
      where d.merchant_id = ${merchant.id} and g.kind in ('vn_north', 'vn_central', 'vn_south') and d.status = 'closed'
      order by d.draw_at, d.id limit ${LIST_LIMIT})
    union all
    (select d.id, g.code, g.name, g.kind, g.schedule, d.draw_number, d.station, d.draw_at, d.status, d.result,
            (select count(*)::int from lottery_corrections c where c.draw_id = d.id) as corrections
       from lottery_draws d join lottery_games g on g.id = d.game_id
      where d.merchant_id = ${merchant.id} and g.kind in ('vn_north', 'vn_central', 'vn_south')
        and d.status = 'settled' and d.draw_at >= ${since}
      order by d.draw_at desc, d.id desc limit ${LIST_LIMIT})`.execute(db);
  // Each proposal as this operator may see it: another's waiting entry without its numbers (ADR 049).
  const pending = await proposalRows(db, merchant.id, viewer, { status: 'pending' });
  const pendingOf = new Map(pending.map((p) => [p.drawId, p]));
  // A draw whose latest proposal's two entries differed shows both until a new entry is made.
  const latest = await sql<{ id: bigint }>`
    select l.id from unnest(${draws.rows.map((d) => `${d.id}`)}::bigint[]) as t(draw_id)
      cross join lateral (
        select p.id, p.status from lottery_result_proposals p
         where p.merchant_id = ${merchant.id} and p.draw_id = t.draw_id
         order by p.id desc limit 1) l
     where l.status = 'mismatched'`.execute(db);
  const mismatched = await proposalRows(db, merchant.id, viewer, { ids: latest.rows.map((r) => r.id) });
  const mismatchOf = new Map(mismatched.map((p) => [p.drawId, p]));
  const view = (d: (typeof draws.rows)[number]): TResultDraw => ({
    id: `${d.id}`,
    gameCode: d.code,
    gameName: d.name[language] ?? d.code,
    region: VN_REGION_OF[d.kind]!,
    drawNumber: d.draw_number,
    station: d.station,
    stationName: d.schedule.stations?.find((s) => s.code === d.station)?.name ?? d.station,
    drawAt: d.draw_at.toISOString(),
    status: d.status,
    result: d.result,
    pending: pendingOf.get(`${d.id}`) ?? null,
    mismatch: mismatchOf.get(`${d.id}`) ?? null,
    corrections: d.corrections,
  });
  return {
    awaiting: draws.rows.filter((d) => d.status === 'closed').map(view),
    settled: draws.rows.filter((d) => d.status === 'settled').map(view),
    corrections: await recentCorrections(db, merchant, language),
    currency: merchant.currency,
  };
}

async function recentCorrections(db: Db, merchant: MerchantContext, language: Language): Promise<TCorrectionSummary[]> {
  const rows = await sql<{
    id: bigint;
    draw_id: bigint;
    code: string;
    name: Record<Language, string>;
    draw_number: string;
    number: number;
    proposed_by: bigint;
    proposed_name: string;
    confirmed_by: bigint;
    confirmed_name: string;
    created_at: Date;
    members: number;
    bets_changed: number;
    paid: bigint;
    recovered: bigint;
    unrecovered: bigint;
    withheld: bigint;
    shortfalls: { member_id: string; username: string; unrecovered: string }[] | null;
  }>`
    select c.id, c.draw_id, g.code, g.name, d.draw_number, c.number, p.proposed_by, po.username as proposed_name,
           p.decided_by as confirmed_by, co.username as confirmed_name, c.created_at,
           (select count(*)::int from lottery_correction_members cm where cm.correction_id = c.id) as members,
           (select count(*)::int from bet_corrections bc where bc.correction_id = c.id) as bets_changed,
           (select coalesce(sum(moved) filter (where moved > 0), 0)::bigint
              from lottery_correction_members cm where cm.correction_id = c.id) as paid,
           (select coalesce(-sum(moved) filter (where moved < 0), 0)::bigint
              from lottery_correction_members cm where cm.correction_id = c.id) as recovered,
           (select coalesce(sum(unrecovered), 0)::bigint
              from lottery_correction_members cm where cm.correction_id = c.id) as unrecovered,
           (select coalesce(sum(withheld), 0)::bigint
              from lottery_correction_members cm where cm.correction_id = c.id) as withheld,
           (select json_agg(json_build_object('member_id', cm.member_id::text, 'username', m.username,
                                              'unrecovered', cm.unrecovered::text) order by cm.member_id)
              from lottery_correction_members cm join ${memberAccounts(db, merchant.id)} m on m.id = cm.member_id
             where cm.correction_id = c.id and cm.unrecovered > 0) as shortfalls
      from lottery_corrections c
      join lottery_draws d on d.id = c.draw_id
      join lottery_games g on g.id = d.game_id
      join lottery_result_proposals p on p.id = c.proposal_id
      join ${staffNames(db, merchant.id)} po on po.id = p.proposed_by
      join ${staffNames(db, merchant.id)} co on co.id = p.decided_by
     where c.merchant_id = ${merchant.id}
     order by c.id desc limit 50`.execute(db);
  const money = (v: bigint | string) => formatMinor(BigInt(v), merchant.currencyExponent);
  return rows.rows.map((r) => ({
    id: `${r.id}`,
    drawId: `${r.draw_id}`,
    gameCode: r.code,
    gameName: r.name[language] ?? r.code,
    drawNumber: r.draw_number,
    number: r.number,
    proposedBy: { id: `${r.proposed_by}`, username: r.proposed_name },
    confirmedBy: { id: `${r.confirmed_by}`, username: r.confirmed_name },
    createdAt: r.created_at.toISOString(),
    members: r.members,
    betsChanged: r.bets_changed,
    paid: money(r.paid),
    recovered: money(r.recovered),
    unrecovered: money(r.unrecovered),
    withheld: money(r.withheld),
    shortfalls: (r.shortfalls ?? []).map((s) => ({
      memberId: s.member_id,
      username: s.username,
      unrecovered: money(s.unrecovered),
    })),
  }));
}
