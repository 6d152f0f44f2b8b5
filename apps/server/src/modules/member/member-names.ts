import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, MemberStatus } from '../../db/schema';

/**
 * The account names of these members of one brand, by id, for other modules that show who is who (contract
 * notices, payout listings) without reading the members table themselves. An id of another brand, or none,
 * is simply absent from the map.
 */
export async function memberNamesById(
  db: Db,
  merchantId: number,
  ids: readonly bigint[],
): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [BigInt(r.id), r.username]));
}

/**
 * The ids of the brand's member with this account name, in any case (at most one: names are unique by
 * lower(username)), as a subquery another module puts into its own statement (`x in <this>`), so filtering
 * by an account name needs no join on the members table outside this module.
 */
export function memberIdsNamed(merchantId: number, username: string): RawBuilder<bigint> {
  return sql<bigint>`(select mn.id from members mn
                       where mn.merchant_id = ${merchantId} and lower(mn.username) = lower(${username}))`;
}

/**
 * The brand's members with the columns other modules may show or test (never a password hash), as a subquery
 * the caller joins under an alias of its own (`.innerJoin(memberAccounts(db, id).as('m'), 'm.id', 'x.member_id')`,
 * or `join ${memberAccounts(db, id)} m on …` in raw SQL), so a list that shows who is who stays one statement
 * and the members table stays this module's to read. PostgreSQL folds the subquery into the outer plan.
 */
export function memberAccounts(db: Db, merchantId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'type', 'status', 'upline_id', 'created_at', 'last_login_at'])
    .where('merchant_id', '=', merchantId);
}

/**
 * The account name of the brand's member `memberId` names (null for none), as a value another statement
 * selects.
 */
export function memberNameOf(merchantId: number, memberId: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select mo.username from members mo where mo.merchant_id = ${merchantId} and mo.id = ${memberId})`;
}

/** The brand's member with this account name, in any case (names are unique by lower(username)). */
export async function memberNamed(
  db: Db,
  merchantId: number,
  username: string,
): Promise<{ id: bigint; username: string; type: number } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The member's type (a trial account, an agent…), or undefined for no such member of the brand. */
export async function memberType(db: Db, merchantId: number, memberId: bigint): Promise<number | undefined> {
  const row = await db
    .selectFrom('members')
    .select('type')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.type;
}

/**
 * The member's row locked (FOR NO KEY UPDATE) for the rest of the caller's transaction (every money call of one game
 * player runs one after another, ADR 048), with what the caller judges: the name, the status, the type.
 */
export async function lockedMember(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<{ id: bigint; username: string; status: MemberStatus; type: number } | undefined> {
  return (
    trx
      .selectFrom('members')
      .select(['id', 'username', 'status', 'type'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      // FOR NO KEY UPDATE: the member's calls still run one at a time, while a row that merely points at the member
      // (a message, a grant, a bet) can still be written by another transaction meanwhile. FOR UPDATE would block
      // those rows' foreign-key checks, so a transaction holding the member's wallet and writing such a row would
      // deadlock with a call holding the member and waiting for the wallet (ADR 057).
      .forNoKeyUpdate()
      .executeTakeFirst()
  );
}

/** A member's name, its upline (of the same brand, never itself) and whether a payment password is set. */
export async function memberWithUpline(
  db: Db,
  merchantId: number,
  memberId: bigint,
): Promise<{ username: string; paymentPasswordSet: boolean; upline: { id: bigint; username: string } | null }> {
  const row = await db
    .selectFrom('members as m')
    // The upline must be of the same brand; a dangling or foreign id reads as none.
    .leftJoin('members as u', (join) =>
      join.onRef('u.id', '=', 'm.upline_id').onRef('u.merchant_id', '=', 'm.merchant_id'),
    )
    .select(['m.username', 'm.payment_password_hash', 'u.id as upline_id', 'u.username as upline_username'])
    .where('m.merchant_id', '=', merchantId)
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    username: row.username,
    paymentPasswordSet: row.payment_password_hash !== null,
    upline:
      row.upline_id !== null && row.upline_username !== null && row.upline_id !== memberId
        ? { id: row.upline_id, username: row.upline_username }
        : null,
  };
}

/**
 * The members a platform message goes to (ADR 068), as a relation (id) for the caller's INSERT … SELECT: one member
 * by account name, every member carrying a label, or every real member (trial accounts hold play money only and
 * hear nothing of the brand's notices).
 */
export function messageAudience(
  merchantId: number,
  audience: { kind: 'member'; username: string } | { kind: 'label'; label: string } | { kind: 'all' },
): RawBuilder<{ id: bigint }> {
  const who =
    audience.kind === 'member'
      ? sql`lower(username) = lower(${audience.username})`
      : audience.kind === 'label'
        ? sql`labels @> array[${audience.label}]::text[]`
        : sql`true`;
  return sql<{ id: bigint }>`select id from members where merchant_id = ${merchantId} and type <> 4 and ${who}`;
}
