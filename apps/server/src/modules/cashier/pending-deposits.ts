import type { Db } from '../wallet/ledger';

/**
 * Deposits the member submitted that are still waiting (cashier review or gateway payment).
 * Filled in by the deposits work: until the deposits table exists there are none.
 */
export async function pendingDepositsTotal(_db: Db, _merchantId: number, _memberId: bigint): Promise<bigint> {
  return 0n;
}
