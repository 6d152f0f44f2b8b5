import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { entryKinds } from '../wallet/entry-kinds';
import { memberWalletAccount, transfer } from '../wallet/ledger';

/**
 * Step two (ADR 037): every unpaid payout, claimed one at a time (FOR UPDATE SKIP LOCKED: another process
 * takes the next one), is paid by the contract's upline to its downline through the ledger, under the key
 * `contract_payout:<id>` (a replay moves nothing), and marked paid with its entry in the same transaction.
 * An upline whose wallet cannot cover it leaves it unpaid, to be tried again on the next run; nothing moves.
 * Answers how many were paid.
 */
export async function payOwedWages(deps: Deps, limit = 500): Promise<number> {
  let paid = 0;
  const skipped: bigint[] = [];
  for (let i = 0; i < limit; i += 1) {
    let claimed: bigint | undefined;
    try {
      const outcome = await deps.db.transaction().execute(async (trx) => {
        let claim = trx
          .selectFrom('contract_payouts as p')
          .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
          .select(['p.id', 'p.merchant_id', 'p.amount', 'c.upline_id', 'c.downline_id'])
          .where('p.status', '=', 'unpaid')
          .orderBy('p.id')
          .limit(1)
          .forUpdate('p')
          .skipLocked();
        if (skipped.length > 0) claim = claim.where('p.id', 'not in', skipped);
        const payout = await claim.executeTakeFirst();
        if (!payout) return 'none' as const;
        claimed = payout.id;
        const debit = await transfer(trx, {
          merchantId: payout.merchant_id,
          kind: entryKinds.agentWage,
          idempotencyKey: `contract_payout:${payout.id}`,
          reference: `contract_payout:${payout.id}`,
          memberId: payout.downline_id,
          from: await memberWalletAccount(trx, payout.merchant_id, payout.upline_id),
          to: await memberWalletAccount(trx, payout.merchant_id, payout.downline_id),
          amount: payout.amount,
        });
        // The key is the payout's own and it was unpaid: a replay would be money moved twice or not at all.
        if (debit.replayed) throw new Error(`contract payout ${payout.id} was posted before but is unpaid`);
        await trx
          .updateTable('contract_payouts')
          .set({ status: 'paid', entry_id: debit.entryId, paid_at: new Date() })
          .where('id', '=', payout.id)
          .execute();
        return 'paid' as const;
      });
      if (outcome === 'none') break;
      paid += 1;
    } catch (error) {
      // The upline is short: the whole transaction rolled back (no entry, the row still unpaid); try the next.
      if (claimed !== undefined && error instanceof AppError && error.code === 'insufficient_balance') {
        skipped.push(claimed);
        continue;
      }
      throw error;
    }
  }
  return paid;
}
