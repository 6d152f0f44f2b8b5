import type { Deps } from '../../platform/context';
import { freezeMember } from '../member';
import { lockAccounts, memberBalance, memberWalletAccount, postEntry, systemAccount } from '../wallet';
import { noticeBothAgents } from './contract-notices';
import { claimUnpaid, payoutEntryKind } from './pay-owed-wages';

/**
 * The forced payment (docs/product.md, Agents' contracts; ADR 038): a dividend still unpaid when its grace has ended (`due_at`) is paid
 * to the downline in full, in ONE transaction per payout, claimed with FOR UPDATE SKIP LOCKED (another process
 * takes the next one):
 * 1. the upline's wallet, the downline's and the house's accounts are locked (id order, as the ledger does)
 *    and the upline's balance read: it cannot change before the entry;
 * 2. one entry `agent_dividend` under the payout's own key `contract_payout:<id>` (the key a voluntary payment
 *    would have used: the two can never both move money) takes what the upline's wallet holds, up to the
 *    amount, and the house advances the rest: a member wallet never goes below zero;
 * 3. the row becomes `forced` with its entry and the advance (`shortfall`, the upline's debt to the house);
 * 4. the upline's account is frozen (it spends nothing of its own until an operator settles and unfreezes);
 * 5. both agents are noticed. Any failure rolls all of it back.
 * Answers how many were forced.
 */
export async function forceDueDividends(deps: Deps, now: Date, limit = 500): Promise<number> {
  let forced = 0;
  for (let i = 0; i < limit; i += 1) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const payout = await claimUnpaid(trx)
        .where('c.kind', '=', 'dividend')
        .where('p.due_at', 'is not', null)
        .where('p.due_at', '<=', now)
        .executeTakeFirst();
      if (!payout) return false;
      const { merchantId } = payout;
      const upline = await memberWalletAccount(trx, merchantId, payout.uplineId);
      const downline = await memberWalletAccount(trx, merchantId, payout.downlineId);
      const house = await systemAccount(trx, merchantId, 'house');
      await lockAccounts(trx, merchantId, [upline, downline, house]);
      const balance = await memberBalance(trx, merchantId, payout.uplineId);
      const covered = balance >= payout.amount ? payout.amount : balance > 0n ? balance : 0n;
      const shortfall = payout.amount - covered;
      const entry = await postEntry(trx, {
        merchantId,
        kind: payoutEntryKind(payout.kind),
        idempotencyKey: `contract_payout:${payout.id}`,
        reference: `contract_payout:${payout.id}`,
        memberId: payout.downlineId,
        memo: 'forced',
        postings: [
          { accountId: upline, amount: -covered },
          { accountId: house, amount: -shortfall },
          { accountId: downline, amount: payout.amount },
        ],
      });
      // The key is the payout's own and it was unpaid: a replay would be money moved twice or not at all.
      if (entry.replayed) throw new Error(`contract payout ${payout.id} was posted before but is unpaid`);
      await trx
        .updateTable('contract_payouts')
        .set({ status: 'forced', entry_id: entry.entryId, paid_at: now, forced_at: now, shortfall })
        .where('id', '=', payout.id)
        .execute();
      await freezeMember(trx, merchantId, payout.uplineId);
      await noticeBothAgents(trx, payout, 'contract_forced', { shortfall });
      return true;
    });
    if (!done) break;
    forced += 1;
  }
  return forced;
}
