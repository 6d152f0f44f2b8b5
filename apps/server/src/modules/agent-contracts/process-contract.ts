import type { TContractAction, TContractKind, TContractReply } from '@gemilang/contract';
import type { Deps } from '../../platform/context';
import type { ContractActor } from './contract-actor';
import { contractsQuery, contractView, withPartyNames } from './contract-view';
import { contractsOfKind } from './contracts-of-kind';
import { refuseContract, signContract, terminateContract } from './decide-contract';
import { offerContract } from './offer-contract';

/**
 * The four contract calls (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract), one a kind, each taking an action.
 * Every answer carries the contract acted on and the agent's contracts of the kind as they now stand.
 */
export async function processContract(
  deps: Deps,
  actor: ContractActor,
  kind: TContractKind,
  input: TContractAction,
): Promise<TContractReply> {
  let acted: bigint | null = null;
  switch (input.action) {
    case 'list':
      break;
    case 'offer':
      acted = await offerContract(deps, actor, kind, input);
      break;
    case 'sign':
      acted = BigInt(input.contractId);
      await signContract(deps, actor, acted);
      break;
    case 'refuse':
      acted = BigInt(input.contractId);
      await refuseContract(deps, actor, acted);
      break;
    case 'terminate':
      acted = BigInt(input.contractId);
      await terminateContract(deps, actor, acted);
      break;
  }
  const [row] =
    acted === null
      ? []
      : await withPartyNames(
          deps.db,
          actor.merchant.id,
          await contractsQuery(deps.db, actor.merchant.id).where('c.id', '=', acted).execute(),
        );
  return {
    contract: row ? contractView(row, actor.merchant.currencyExponent) : null,
    contracts: await contractsOfKind(deps.db, actor, kind),
  };
}
