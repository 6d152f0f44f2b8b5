import { sql, type Transaction } from 'kysely';
import type { ContractKind, Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { agentUplineOf, downlineIds } from '../team';
import { signedContractOf } from './contract-view';

/**
 * Every change to a brand's contracts runs one at a time (a transaction-scoped advisory lock): a signature
 * checks the rate against the upline's contract while another signature may be lowering that contract and
 * cancelling those below it, and row locks taken up and down the tree in both orders could deadlock.
 * Contract changes are rare; placing bets never takes this lock.
 */
export async function lockBrandContracts(trx: Transaction<Database>, merchantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${7310100}, ${merchantId})`.execute(trx);
}

/**
 * A downline's rate never exceeds its upline's (docs/product.md, Agents' contracts). The agent offering (`uplineId`) may offer at most
 * the top rate of its own signed contract of the kind; an agent under another agent without one offers
 * nothing of that kind (contract_upline_missing); the top of the tree is capped by no contract.
 */
export async function checkRateUnderUpline(
  trx: Transaction<Database>,
  merchantId: number,
  uplineId: bigint,
  kind: ContractKind,
  topRate: number,
): Promise<void> {
  const own = await signedContractOf(trx, merchantId, uplineId, kind);
  if (own) {
    if (topRate > own.top_rate) throw new AppError('contract_rate_above_upline', [{ field: 'tiers', reason: 'rate' }]);
    return;
  }
  const underAgent = await agentUplineOf(trx, merchantId, uplineId);
  if (underAgent !== null) throw new AppError('contract_upline_missing');
}

/**
 * Once an agent agrees to a lower rate, every contract of the kind below it in its team (offered or
 * signed, at any depth) above that rate is cancelled (docs/product.md, Agents' contracts). Answers how many.
 */
export async function cancelContractsAbove(
  trx: Transaction<Database>,
  merchantId: number,
  agentId: bigint,
  kind: ContractKind,
  topRate: number,
): Promise<number> {
  const result = await sql`
    update agent_contracts c
       set status = 'cancelled', ended_at = now(), end_reason = 'upline_rate_lowered'
     where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status in ('offered', 'signed')
       and c.top_rate > ${topRate}
       and c.downline_id in (${downlineIds(merchantId, agentId)})`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
