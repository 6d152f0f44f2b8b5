import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { entryKinds, memberWalletAccount, transfer } from '../wallet';
import { type NoticePayout, noticeBothAgents } from './contract-notices';

/** A contract's payout moves under its kind's entry: wages as agent_wage, dividends as agent_dividend. */
export const payoutEntryKind = (contractKind: string) =>
  contractKind === 'dividend' ? entryKinds.agentDividend : entryKinds.agentWage;

/** An unpaid payout claimed for paying, with what its entry and notices need. */
export function claimUnpaid(trx: Transaction<Database>) {
  return trx
    .selectFrom('contract_payouts as p')
    .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
    .select([
      'p.id',
      'p.merchant_id as merchantId',
      'p.amount',
      'p.period_start as periodStart',
      'p.period_end as periodEnd',
      'p.due_at as dueAt',
      'c.kind',
      'c.upline_id as uplineId',
      'c.downline_id as downlineId',
    ])
    .where('p.status', '=', 'unpaid')
    .orderBy('p.id')
    .limit(1)
    .forUpdate('p')
    .skipLocked();
}

/**
 * Step two (ADR 037, 038): every unpaid payout, wage or dividend, claimed one at a time (FOR UPDATE SKIP LOCKED:
 * another process takes the next one), is paid by the contract's upline to its downline through the ledger,
 * under the key `contract_payout:<id>` (a replay moves nothing), marked paid with its entry and noticed to both
 * agents in the same transaction. An upline whose wallet cannot cover it leaves it unpaid, to be tried again
 * on the next run (a dividend until its grace ends: forceDueDividends); nothing moves, and both agents are told
 * once that it waits for the upline's money. Answers how many were paid.
 */
export async function payOwedWages(deps: Deps, limit = 500): Promise<number> {
  let paid = 0;
  const skipped: bigint[] = [];
  for (let i = 0; i < limit; i += 1) {
    let claimed: (NoticePayout & { dueAt: Date | null }) | undefined;
    try {
      const outcome = await deps.db.transaction().execute(async (trx) => {
        let claim = claimUnpaid(trx);
        if (skipped.length > 0) claim = claim.where('p.id', 'not in', skipped);
        const payout = await claim.executeTakeFirst();
        if (!payout) return 'none' as const;
        claimed = payout;
        const debit = await transfer(trx, {
          merchantId: payout.merchantId,
          kind: payoutEntryKind(payout.kind),
          idempotencyKey: `contract_payout:${payout.id}`,
          reference: `contract_payout:${payout.id}`,
          memberId: payout.downlineId,
          from: await memberWalletAccount(trx, payout.merchantId, payout.uplineId),
          to: await memberWalletAccount(trx, payout.merchantId, payout.downlineId),
          amount: payout.amount,
        });
        // The key is the payout's own and it was unpaid: a replay would be money moved twice or not at all.
        if (debit.replayed) throw new Error(`contract payout ${payout.id} was posted before but is unpaid`);
        await trx
          .updateTable('contract_payouts')
          .set({ status: 'paid', entry_id: debit.entryId, paid_at: deps.now() })
          .where('merchant_id', '=', payout.merchantId)
          .where('id', '=', payout.id)
          .execute();
        await noticeBothAgents(trx, payout, 'contract_paid');
        return 'paid' as const;
      });
      if (outcome === 'none') break;
      paid += 1;
    } catch (error) {
      // The upline is short: the whole transaction rolled back (no entry, the row still unpaid); try the next.
      if (claimed !== undefined && error instanceof AppError && error.code === 'insufficient_balance') {
        skipped.push(claimed.id);
        await noticeWaitingOnce(deps, claimed);
        continue;
      }
      throw error;
    }
  }
  return paid;
}

/** Both agents learn once that a payout waits for the upline's money; the row's mark makes it once. */
async function noticeWaitingOnce(deps: Deps, payout: NoticePayout & { dueAt: Date | null }): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('contract_payouts')
      .set({ waiting_noticed_at: deps.now() })
      .where('merchant_id', '=', payout.merchantId)
      .where('id', '=', payout.id)
      .where('status', '=', 'unpaid')
      .where('waiting_noticed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (marked) await noticeBothAgents(trx, payout, 'contract_waiting', { dueAt: payout.dueAt });
  });
}
