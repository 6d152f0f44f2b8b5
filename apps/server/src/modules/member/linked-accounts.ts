import type { TLinkedAccount, TLinkSignal } from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { membersSharingClients } from '../../platform/known-clients';

/** At most this many linked accounts are listed: a shared office address can link hundreds. */
export const LINKED_SHOWN = 50;

/**
 * For each of these members, the brand's other accounts that share something with them (ADR 066): a browser or an
 * address both signed in from, a bank account number, the registration address. A relation (member_id, other_id,
 * signal), one row per signal; a risk signal for staff (a family may share an address; a ring shares everything).
 */
function links(
  merchantId: number,
  memberIds: readonly bigint[],
): RawBuilder<{ member_id: bigint; other_id: bigint; signal: TLinkSignal }> {
  const ids = memberIds.map(String);
  return sql<{ member_id: bigint; other_id: bigint; signal: TLinkSignal }>`
    select c.member_id, c.account_id as other_id, c.kind as signal from (${membersSharingClients(merchantId, memberIds)}) c
    union
    select mine.member_id, theirs.member_id, 'bank_account'
      from member_bank_accounts mine
      join member_bank_accounts theirs
        on theirs.merchant_id = mine.merchant_id and theirs.account_number = mine.account_number
       and theirs.member_id <> mine.member_id
     where mine.merchant_id = ${merchantId} and mine.member_id = any(${ids}::bigint[])
    union
    select me.id, m.id, 'register_address'
      from members me
      join members m on m.merchant_id = me.merchant_id and m.register_ip = me.register_ip and m.id <> me.id
     where me.merchant_id = ${merchantId} and me.id = any(${ids}::bigint[]) and me.register_ip is not null`;
}

/** The member's linked accounts, each with what it shares, the most signals first (at most LINKED_SHOWN). One statement. */
export async function linkedAccounts(db: Db, merchantId: number, memberId: bigint): Promise<TLinkedAccount[]> {
  const rows = await sql<{ id: bigint; username: string; type: number; status: string; signals: TLinkSignal[] }>`
    select m.id, m.username, m.type, m.status, array_agg(distinct l.signal order by l.signal) as signals
      from (${links(merchantId, [memberId])}) l join members m on m.merchant_id = ${merchantId} and m.id = l.other_id
     group by m.id, m.username, m.type, m.status
     order by count(distinct l.signal) desc, m.id
     limit ${LINKED_SHOWN}`.execute(db);
  return rows.rows.map((r) => ({
    memberId: `${r.id}`,
    username: r.username,
    type: r.type,
    status: r.status,
    signals: r.signals,
  }));
}

/** How many accounts are linked to each of these members (the withdrawal queue's mark), by member id. One statement. */
export async function linkedAccountCounts(
  db: Db,
  merchantId: number,
  memberIds: readonly bigint[],
): Promise<Map<bigint, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await sql<{ member_id: bigint; linked: number }>`
    select member_id, count(distinct other_id)::int as linked from (${links(merchantId, memberIds)}) l
     group by member_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.member_id, r.linked]));
}
