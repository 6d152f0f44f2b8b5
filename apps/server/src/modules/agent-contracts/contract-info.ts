import type { TContractInfo } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { ContractKind } from '../../db/schema';
import type { ContractActor } from './contract-actor';

/**
 * The consolidated contract info: per kind, whether an offer waits for the agent's answer and
 * whether it holds a signed contract, as a downline or as an upline of one. The agent centre shows dividend
 * records (enableCt), daily wages (salary) and hourly salary (hourSalary) when the agent has any of that kind.
 */
export async function contractInfo(db: Db, actor: ContractActor): Promise<TContractInfo> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select(['kind', 'status', 'downline_id'])
    .where('merchant_id', '=', actor.merchant.id)
    .where('status', 'in', ['offered', 'signed'])
    .where((eb) => eb.or([eb('upline_id', '=', actor.memberId), eb('downline_id', '=', actor.memberId)]))
    .execute();
  const offeredToMe = (kind: ContractKind) =>
    rows.some((r) => r.kind === kind && r.status === 'offered' && r.downline_id === actor.memberId);
  const signed = (kind: ContractKind) => rows.some((r) => r.kind === kind && r.status === 'signed');
  const any = (kind: ContractKind) => rows.some((r) => r.kind === kind);
  return {
    enableCt: any('dividend'),
    salary: any('daily_wage'),
    hourSalary: any('hourly_wage'),
    divtypereq: offeredToMe('dividend'),
    dailysalreqtype: offeredToMe('daily_wage'),
    contracthoursalreq: offeredToMe('hourly_wage'),
    realtimesalreqtype: offeredToMe('realtime_wage'),
    divtypeinfo: signed('dividend'),
    dailysalinfotype: signed('daily_wage'),
    contractmrdailysalinfotype: signed('daily_wage'),
    contracthoursalinfo: signed('hourly_wage'),
    realtimesalinfotype: signed('realtime_wage'),
  };
}
