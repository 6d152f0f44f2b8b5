import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck } from '../../wallet';

const kinds = [entryKinds.vendorTransferIn, entryKinds.vendorTransferOut, entryKinds.vendorTransferRefund];

/**
 * Every transfer to or from a transfer-mode vendor against its entries (ADR 040), in one statement:
 * - a transfer in moved exactly its amount out of the member's wallet, once (pending, done or failed: its
 *   money left at the claim); a failed one was given back exactly once, a pending or done one never;
 * - a transfer out done paid exactly its amount into the member's wallet, once; pending or failed, nothing;
 * - each entry is two postings, the member's wallet and one vendor account;
 * - no entry of these kinds without its transfer.
 */
export function reconcileVendorTransfers(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'vendorTransfers',
    kinds,
    rows: sql`(select count(*) from vendor_transfers where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, 'vendor_transfer:' || t.id as subject, t.member_id, null::bigint as entry_id, c.expected, c.actual
        from (select * from vendor_transfers where merchant_id = ${merchantId}) t
        cross join lateral (
          select coalesce(sum(wallet_out) filter (where kind = ${entryKinds.vendorTransferIn}), 0)::bigint as sent,
                 count(*) filter (where kind = ${entryKinds.vendorTransferIn}) as sent_n,
                 coalesce(sum(wallet_in) filter (where kind = ${entryKinds.vendorTransferOut}), 0)::bigint as paid,
                 count(*) filter (where kind = ${entryKinds.vendorTransferOut}) as paid_n,
                 coalesce(sum(wallet_in) filter (where kind = ${entryKinds.vendorTransferRefund}), 0)::bigint
                   as refunded,
                 count(*) filter (where kind = ${entryKinds.vendorTransferRefund}) as refunded_n,
                 coalesce(bool_and(postings = 2 and other = 1
                   and coalesce(wallet_in_member, wallet_out_member) = t.member_id), true) as shaped
            from m where ref_type = 'vendor_transfer' and ref_id = t.id) mv
        cross join lateral (values
          ('transfer_in_amount', t.direction = 'in' and (mv.sent_n <> 1 or mv.sent <> t.amount), t.amount, mv.sent),
          ('transfer_out_amount', t.direction = 'out' and t.state = 'done' and (mv.paid_n <> 1 or mv.paid <> t.amount),
             t.amount, mv.paid),
          ('transfer_out_unowed', t.direction = 'out' and t.state <> 'done' and mv.paid_n <> 0, 0::bigint, mv.paid),
          ('transfer_refund', t.direction = 'in' and t.state = 'failed'
             and (mv.refunded_n <> 1 or mv.refunded <> t.amount), t.amount, mv.refunded),
          ('transfer_refund_unowed', t.direction = 'in' and t.state <> 'failed' and mv.refunded_n <> 0, 0::bigint,
             mv.refunded),
          ('transfer_wrong_direction', t.direction = 'in' and mv.paid_n <> 0 or t.direction = 'out' and mv.sent_n <> 0,
             null, null),
          ('entry_shape', not mv.shaped, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed
      union all
      select 'entry_orphan', 'vendor_transfer:?', m.member_id, m.entry_id, null, m.wallet_in + m.wallet_out
        from m
       where m.ref_type <> 'vendor_transfer' or m.ref_id is null
          or not exists (select 1 from vendor_transfers t where t.merchant_id = ${merchantId} and t.id = m.ref_id)`,
  });
}
