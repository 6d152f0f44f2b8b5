import type { TContractAction, TContractKind } from '@gemilang/contract';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { directAgentDownline } from '../team';
import type { ContractActor } from './contract-actor';
import { checkRateUnderUpline, lockBrandContracts } from './contract-rules';
import { readTiers } from './contract-tiers';

type Offer = Extract<TContractAction, { action: 'offer' }>;

const periodOf: Record<Exclude<TContractKind, 'dividend'>, 'daily' | 'hourly' | 'realtime'> = {
  daily_wage: 'daily',
  hourly_wage: 'hourly',
  realtime_wage: 'realtime',
};

/**
 * An upline offers a contract of a kind to one of its direct downline agents. Order: the tiers read and
 * checked (bad input changes nothing); then, under the brand's contract lock, the downline found (in this
 * brand, directly under the caller, an agent: contract_downline_unknown otherwise), the rate checked against
 * the caller's own contract, an offer still waiting replaced by this one, and the offer recorded.
 * The signed contract, if any, stands until the downline signs the new one.
 */
export async function offerContract(
  deps: Deps,
  actor: ContractActor,
  kind: TContractKind,
  input: Offer,
): Promise<bigint> {
  const { merchant, memberId } = actor;
  const { tiers, topRate } = readTiers(kind, input.tiers, merchant.currencyExponent);
  if (kind === 'dividend' && !input.period) {
    throw new AppError('contract_tiers_invalid', [{ field: 'period', reason: 'required' }]);
  }
  const period = kind === 'dividend' ? (input.period ?? 'monthly') : periodOf[kind];
  return deps.db.transaction().execute(async (trx) => {
    await lockBrandContracts(trx, merchant.id);
    const downline = await directAgentDownline(trx, merchant.id, memberId, input.downline);
    if (downline === null) throw new AppError('contract_downline_unknown', [{ field: 'downline', reason: 'unknown' }]);
    await checkRateUnderUpline(trx, merchant.id, memberId, kind, topRate);
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'superseded', ended_at: new Date(), end_reason: 'replaced' })
      .where('merchant_id', '=', merchant.id)
      .where('downline_id', '=', downline)
      .where('kind', '=', kind)
      .where('status', '=', 'offered')
      .execute();
    const created = await trx
      .insertInto('agent_contracts')
      .values({
        merchant_id: merchant.id,
        kind,
        period,
        upline_id: memberId,
        downline_id: downline,
        tiers: JSON.stringify(tiers),
        top_rate: topRate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
}
