import type { TLinkedAccount, TLinkSignal } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { membersSharingClients } from '../../platform/known-clients';

/** At most this many linked accounts are listed: a shared office address can link hundreds. */
export const LINKED_SHOWN = 50;

/**
 * The brand's other accounts that share something with this member (ADR 066), each with what it shares: a browser
 * or an address both signed in from, a bank account number, the registration address. A risk signal for staff (a
 * family may share an address; a ring shares everything), not a verdict. One statement.
 */
export async function linkedAccounts(db: Db, merchantId: number, memberId: bigint): Promise<TLinkedAccount[]> {
  const rows = await sql<{ id: bigint; username: string; type: number; status: string; signals: TLinkSignal[] }>`
    with me as (select id, register_ip from members where merchant_id = ${merchantId} and id = ${memberId}),
         links as (
           select c.account_id as id, c.kind as signal from (${membersSharingClients(merchantId, memberId)}) c
           union
           select theirs.member_id, 'bank_account'
             from member_bank_accounts mine
             join member_bank_accounts theirs
               on theirs.merchant_id = mine.merchant_id and theirs.account_number = mine.account_number
              and theirs.member_id <> mine.member_id
            where mine.merchant_id = ${merchantId} and mine.member_id = ${memberId}
           union
           select m.id, 'register_address'
             from members m, me
            where m.merchant_id = ${merchantId} and me.register_ip is not null and m.register_ip = me.register_ip
              and m.id <> me.id
         )
    select m.id, m.username, m.type, m.status, array_agg(distinct l.signal order by l.signal) as signals
      from links l join members m on m.merchant_id = ${merchantId} and m.id = l.id
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
