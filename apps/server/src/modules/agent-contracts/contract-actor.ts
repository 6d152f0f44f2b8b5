import type { MerchantContext } from '../../platform/context';

/** Who acts on contracts: a signed-in agent of a brand (the route's access rule made sure of both). */
export interface ContractActor {
  merchant: MerchantContext;
  memberId: bigint;
}
