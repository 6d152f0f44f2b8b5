import { type RawBuilder, sql } from 'kysely';

/**
 * The days (in the brand's zone) each member signed in during a range, as a relation another module's statement
 * embeds (a mission counting days signed in, ADR 062): a day counts when a session was opened on it, by password,
 * SMS code or free play. `members`, when given, is a relation (member_id) the sessions are limited to.
 */
export function signInDaysRelation(
  merchantId: number,
  range: { from: Date; to: Date },
  timeZone: string,
  members?: RawBuilder<{ member_id: bigint }>,
): RawBuilder<{ member_id: bigint; days: number }> {
  const limit = members ? sql`and s.member_id in (select member_id from (${members}) m)` : sql``;
  return sql<{ member_id: bigint; days: number }>`
    select s.member_id, count(distinct (s.created_at at time zone ${timeZone})::date)::int as days
      from member_sessions s
     where s.merchant_id = ${merchantId}
       and s.created_at >= ${range.from} and s.created_at < ${range.to}
       ${limit}
     group by s.member_id`;
}
