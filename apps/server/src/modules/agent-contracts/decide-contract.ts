import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import type { ContractActor } from './contract-actor';
import { cancelContractsAbove, checkRateUnderUpline, lockBrandContracts } from './contract-rules';

/** The contract, locked, if it is this brand's and the caller is one of its parties. */
async function lockedContract(trx: Transaction<Database>, actor: ContractActor, contractId: bigint) {
  const row = await trx
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', actor.merchant.id)
    .where('id', '=', contractId)
    .where((eb) => eb.or([eb('upline_id', '=', actor.memberId), eb('downline_id', '=', actor.memberId)]))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('contract_unknown');
  return row;
}

/**
 * The downline signs an offer. Order, under the brand's contract lock: the offer (theirs, still waiting:
 * contract_not_offered otherwise); its rate checked again against the upline's own contract as it stands now
 * (the upline may have agreed to a lower rate since it offered); the contract signed before it, if any,
 * superseded; then every contract of the kind below the signer above the new rate cancelled.
 */
export async function signContract(deps: Deps, actor: ContractActor, contractId: bigint): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockBrandContracts(trx, actor.merchant.id);
    const offer = await lockedContract(trx, actor, contractId);
    if (offer.downline_id !== actor.memberId || offer.status !== 'offered') throw new AppError('contract_not_offered');
    await checkRateUnderUpline(trx, actor.merchant.id, offer.upline_id, offer.kind, offer.top_rate);
    const now = new Date();
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'superseded', ended_at: now, end_reason: 'replaced' })
      .where('merchant_id', '=', actor.merchant.id)
      .where('downline_id', '=', actor.memberId)
      .where('kind', '=', offer.kind)
      .where('status', '=', 'signed')
      .execute();
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'signed', decided_at: now })
      .where('id', '=', offer.id)
      .execute();
    await cancelContractsAbove(trx, actor.merchant.id, actor.memberId, offer.kind, offer.top_rate);
  });
}

/** The downline refuses an offer still waiting for its answer. */
export async function refuseContract(deps: Deps, actor: ContractActor, contractId: bigint): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockBrandContracts(trx, actor.merchant.id);
    const offer = await lockedContract(trx, actor, contractId);
    if (offer.downline_id !== actor.memberId || offer.status !== 'offered') throw new AppError('contract_not_offered');
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'refused', decided_at: new Date() })
      .where('id', '=', offer.id)
      .execute();
  });
}

/**
 * Either party ends a signed contract; it pays nothing for time after its end (the settlement jobs read the
 * contracts signed during a period). An offer is withdrawn by offering again, or refused: not terminated.
 */
export async function terminateContract(deps: Deps, actor: ContractActor, contractId: bigint): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockBrandContracts(trx, actor.merchant.id);
    const contract = await lockedContract(trx, actor, contractId);
    if (contract.status !== 'signed') throw new AppError('contract_not_signed');
    const by = contract.upline_id === actor.memberId ? 'terminated_by_upline' : 'terminated_by_downline';
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'terminated', ended_at: new Date(), end_reason: by })
      .where('id', '=', contract.id)
      .execute();
  });
}
