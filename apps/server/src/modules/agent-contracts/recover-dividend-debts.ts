import type { Deps, MerchantContext } from '../../platform/context';
import { loadMerchantById } from '../../platform/merchant';
import { formatMinor } from '../../platform/money';
import { memberIsFrozen } from '../member';
import { sendMemberMessage } from '../messages';
import { entryKinds, lockAccounts, memberBalance, memberWalletAccount, postEntry, systemAccount } from '../wallet';

/**
 * Taking the house's advance back (ADR 038): a forced dividend left the upline owing the house what its wallet
 * could not cover (`shortfall`). While the upline stays frozen, money still reaches its wallet (deposits, its
 * own downlines' transfers, wages, winnings); each run of the contract job takes back what the wallet holds, up
 * to what is still owed, one payout per transaction, claimed FOR UPDATE SKIP LOCKED (another process takes the
 * next one):
 * 1. the upline's wallet and the house's account are locked (id order, as the ledger does), so the balance read
 *    cannot change before the entry;
 * 2. one entry `agent_dividend_recovery` moves min(balance, owed) from the wallet to the house, under the key
 *    `contract_debt:<payout id>:<recovered before>`: two runs that read the same state post once, and a step
 *    after it has its own key;
 * 3. the payout's `recovered` grows by it; the upline is told what was taken and what is still owed.
 * An upline an operator has unfroze is left alone: the unfreeze is the operator's decision on the debt (settled
 * outside, or forgiven), and what stays owed remains on the payout for the back office to see. Answers how many
 * steps took money.
 */
export async function recoverDividendDebts(deps: Deps, limit = 500): Promise<number> {
  let recovered = 0;
  const skipped: bigint[] = [];
  // Each brand's currency, read once a run: a run takes many steps of the same few brands.
  const brands = new Map<number, MerchantContext>();
  for (let i = 0; i < limit; i += 1) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      let claim = trx
        .selectFrom('contract_payouts as p')
        .innerJoin('agent_contracts as c', 'c.id', 'p.contract_id')
        .select([
          'p.id',
          'p.merchant_id as merchantId',
          'p.shortfall',
          'p.recovered',
          'p.period_start as periodStart',
          'c.upline_id as uplineId',
        ])
        .where('p.status', '=', 'forced')
        .whereRef('p.recovered', '<', 'p.shortfall')
        .orderBy('p.id')
        .limit(1)
        .forUpdate('p')
        .skipLocked();
      if (skipped.length > 0) claim = claim.where('p.id', 'not in', skipped);
      const payout = await claim.executeTakeFirst();
      if (!payout) return { state: 'none' } as const;
      const { merchantId, uplineId } = payout;
      if (!(await memberIsFrozen(trx, merchantId, uplineId))) return { state: 'skip', id: payout.id } as const;
      const wallet = await memberWalletAccount(trx, merchantId, uplineId);
      const house = await systemAccount(trx, merchantId, 'house');
      await lockAccounts(trx, merchantId, [wallet, house]);
      const balance = await memberBalance(trx, merchantId, uplineId);
      const owed = payout.shortfall - payout.recovered;
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
      const taken = balance < owed ? balance : owed;
      if (taken <= 0n) return { state: 'skip', id: payout.id } as const;
      const entry = await postEntry(trx, {
        merchantId,
        kind: entryKinds.agentDividendRecovery,
        idempotencyKey: `contract_debt:${payout.id}:${payout.recovered}`,
        reference: `contract_debt:${payout.id}`,
        memberId: uplineId,
        postings: [
          { accountId: wallet, amount: -taken },
          { accountId: house, amount: taken },
        ],
      });
      // The key names the state this step read, which the row lock held: a replay means the row and the
      // ledger disagree, and guessing either way would take money twice or leave it counted as owed.
      if (entry.replayed) throw new Error(`contract debt ${payout.id} step ${payout.recovered} was posted before`);
      await trx
        .updateTable('contract_payouts')
        .set({ recovered: payout.recovered + taken })
        .where('id', '=', payout.id)
        .execute();
      const brand = brands.get(merchantId) ?? (await loadMerchantById(trx, merchantId));
      if (!brand) throw new Error(`no brand ${merchantId}`);
      brands.set(merchantId, brand);
      const money = (minor: bigint) => formatMinor(minor, brand.currencyExponent);
      await sendMemberMessage(trx, {
        merchantId,
        memberId: uplineId,
        kind: 'contract_debt_recovered',
        params: {
          payoutId: `${payout.id}`,
          amount: money(taken),
          owed: money(owed - taken),
          currency: brand.currency,
          periodStart: payout.periodStart.toISOString(),
        },
      });
      return { state: 'taken' } as const;
    });
    if (outcome.state === 'none') break;
    if (outcome.state === 'taken') recovered += 1;
    // Nothing to take (an empty wallet, an unfrozen upline): look at the next one; the next run looks again.
    else skipped.push(outcome.id);
  }
  return recovered;
}
