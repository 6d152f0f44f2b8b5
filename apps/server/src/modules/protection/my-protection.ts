import type { TProtection } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { protectionOf } from './protection-rows';

/** GET /wps/member/protection (docs/product.md, Player protection): the member's limits, break or exclusion. */
export function myProtection(deps: Deps, actor: MemberActor): Promise<TProtection> {
  const { merchant, member } = actor;
  return protectionOf(deps.db, merchant.id, member.id, merchant.currencyExponent, deps.now());
}
