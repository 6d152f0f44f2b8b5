/**
 * A transfer-mode vendor as the site reaches it (vendor-wallet.md "Transfer wallet"; ADR 040): balance,
 * deposit, withdraw, and the status of a transfer whose reply was lost. Amounts are minor units; a player
 * is the member's id as the vendor knows it; every deposit and withdraw carries the site's unique transfer
 * id, which the vendor applies at most once.
 *
 * How an answer reads:
 * - `{ ok: true }`: applied (or applied before under this id).
 * - `{ ok: false, code }`: refused for good, nothing applied (the vendor's reason, e.g. `insufficient`).
 * - a thrown error: the answer is unknown (timeout, lost connection, a 5xx). The transfer may or may not
 *   have been applied; only `status` can tell, and the caller must not guess.
 */
export interface TransferProvider {
  balance(playerId: string): Promise<bigint>;
  deposit(order: TransferOrder): Promise<TransferAnswer>;
  withdraw(order: TransferOrder): Promise<TransferAnswer>;
  /** What became of a transfer id: `not_found` when the vendor never received it. */
  status(transferId: string): Promise<TransferStatus>;
  /** What all the brand's players hold with the vendor, as its statement says (reconciliation). */
  totalHeld(): Promise<bigint>;
}

export interface TransferOrder {
  transferId: string;
  playerId: string;
  amount: bigint;
}

export type TransferAnswer = { ok: true } | { ok: false; code: string };
export type TransferStatus = 'succeeded' | 'failed' | 'not_found';

/** The vendor row fields a provider is chosen by. */
export interface TransferVendor {
  merchantId: number;
  code: string;
  transferProvider: 'local' | null;
}
