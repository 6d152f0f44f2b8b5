import type { TContractKind, TContractsOfKind } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { ContractActor } from './contract-actor';
import { contractsQuery, contractView, withPartyNames } from './contract-view';

/** What an agent sees of a kind: its own contract and offer with its upline, and those with its downlines. */
export async function contractsOfKind(db: Db, actor: ContractActor, kind: TContractKind): Promise<TContractsOfKind> {
  const rows = await withPartyNames(
    db,
    actor.merchant.id,
    await contractsQuery(db, actor.merchant.id)
      .where('c.kind', '=', kind)
      .where('c.status', 'in', ['offered', 'signed'])
      .where((eb) => eb.or([eb('c.upline_id', '=', actor.memberId), eb('c.downline_id', '=', actor.memberId)]))
      .orderBy('c.id', 'desc')
      .execute(),
  );
  const view = (row: (typeof rows)[number]) => contractView(row, actor.merchant.currencyExponent);
  const mine = rows.find((r) => r.downline_id === actor.memberId && r.status === 'signed');
  const offered = rows.find((r) => r.downline_id === actor.memberId && r.status === 'offered');
  return {
    kind,
    mine: mine ? view(mine) : null,
    offeredToMe: offered ? view(offered) : null,
    downlines: rows.filter((r) => r.upline_id === actor.memberId).map(view),
  };
}
