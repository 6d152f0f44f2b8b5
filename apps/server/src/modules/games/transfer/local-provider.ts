import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TransferAnswer, TransferOrder, TransferProvider, TransferStatus } from './transfer-protocol';

/**
 * What can go wrong between the site and a vendor, as the local provider can be told to act it out:
 * `lost_request` the call never reached the vendor (nothing applied, the caller hears nothing);
 * `lost_reply` the vendor applied it and the reply was lost; `down` every call fails, status included.
 */
export type LocalFault = 'lost_request' | 'lost_reply' | 'down';
type Operation = 'balance' | 'deposit' | 'withdraw' | 'status';

let faultOf: ((operation: Operation, transferId: string | null) => LocalFault | null) | null = null;

/** Tests (and only tests) act out a vendor's failures; null restores a healthy vendor. */
export function setLocalProviderFaults(
  fault: ((operation: Operation, transferId: string | null) => LocalFault | null) | null,
): void {
  faultOf = fault;
}

export class VendorUnreachable extends Error {
  constructor(operation: string) {
    super(`vendor did not answer: ${operation}`);
  }
}

/**
 * The built-in stand-in for a transfer-mode vendor (ADR 040). It behaves like a real one: it keeps its own
 * books (its players' sub-wallets and every transfer id it was sent, in tables only this file touches),
 * applies a transfer id at most once, refuses a withdraw its player's sub-wallet does not cover (recorded as
 * failed, so its status says so), and answers the status of any id. It runs in the site's database for the
 * demo, but the site's code only knows what it answers.
 */
export class LocalTransferProvider implements TransferProvider {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly merchantId: number,
    private readonly vendorCode: string,
  ) {}

  async balance(playerId: string): Promise<bigint> {
    this.check('balance', null, 'before');
    const row = await this.db
      .selectFrom('local_vendor_wallets')
      .select('balance')
      .where('merchant_id', '=', this.merchantId)
      .where('vendor_code', '=', this.vendorCode)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row?.balance ?? 0n;
  }

  deposit(order: TransferOrder): Promise<TransferAnswer> {
    return this.apply('deposit', order);
  }

  withdraw(order: TransferOrder): Promise<TransferAnswer> {
    return this.apply('withdraw', order);
  }

  async status(transferId: string): Promise<TransferStatus> {
    this.check('status', transferId, 'before');
    const row = await this.db
      .selectFrom('local_vendor_transfers')
      .select('status')
      .where('merchant_id', '=', this.merchantId)
      .where('vendor_code', '=', this.vendorCode)
      .where('transfer_id', '=', transferId)
      .executeTakeFirst();
    return row?.status ?? 'not_found';
  }

  /** The total its players hold, as a vendor's daily statement would give it (reconciliation). */
  async totalHeld(): Promise<bigint> {
    this.check('balance', null, 'before');
    const row = await this.db
      .selectFrom('local_vendor_wallets')
      .select(sql<string>`coalesce(sum(balance), 0)`.as('total'))
      .where('merchant_id', '=', this.merchantId)
      .where('vendor_code', '=', this.vendorCode)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /**
   * One transfer, once per id: the wallet row locked, the id claimed, the balance moved (a withdraw only as
   * far as the sub-wallet holds: otherwise the id is recorded as failed), in one transaction.
   */
  private async apply(operation: 'deposit' | 'withdraw', order: TransferOrder): Promise<TransferAnswer> {
    this.check(operation, order.transferId, 'before');
    const { merchantId, vendorCode } = this;
    const answer = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('local_vendor_wallets')
        .values({ merchant_id: merchantId, vendor_code: vendorCode, player_id: order.playerId })
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'player_id']).doNothing())
        .execute();
      const wallet = await trx
        .selectFrom('local_vendor_wallets')
        .select('balance')
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', vendorCode)
        .where('player_id', '=', order.playerId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const seen = await trx
        .selectFrom('local_vendor_transfers')
        .select(['status', 'reason', 'direction', 'amount', 'player_id'])
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', vendorCode)
        .where('transfer_id', '=', order.transferId)
        .executeTakeFirst();
      if (seen) {
        if (seen.direction !== operation || seen.amount !== order.amount || seen.player_id !== order.playerId) {
          return { ok: false as const, code: 'transfer_id_reused' };
        }
        return seen.status === 'succeeded'
          ? { ok: true as const }
          : { ok: false as const, code: seen.reason ?? 'failed' };
      }
      const change = operation === 'deposit' ? order.amount : -order.amount;
      const covered = wallet.balance + change >= 0n;
      if (covered) {
        await trx
          .updateTable('local_vendor_wallets')
          .set({ balance: sql<bigint>`balance + ${change}` })
          .where('merchant_id', '=', merchantId)
          .where('vendor_code', '=', vendorCode)
          .where('player_id', '=', order.playerId)
          .execute();
      }
      await trx
        .insertInto('local_vendor_transfers')
        .values({
          merchant_id: merchantId,
          vendor_code: vendorCode,
          transfer_id: order.transferId,
          player_id: order.playerId,
          direction: operation,
          amount: order.amount,
          status: covered ? 'succeeded' : 'failed',
          reason: covered ? null : 'insufficient',
          balance_after: covered ? wallet.balance + change : null,
        })
        .execute();
      return covered ? { ok: true as const } : { ok: false as const, code: 'insufficient' };
    });
    this.check(operation, order.transferId, 'after');
    return answer;
  }

  private check(operation: Operation, transferId: string | null, when: 'before' | 'after'): void {
    const fault = faultOf?.(operation, transferId) ?? null;
    if (fault === 'down' && when === 'before') throw new VendorUnreachable(operation);
    if (fault === 'lost_request' && when === 'before') throw new VendorUnreachable(operation);
    if (fault === 'lost_reply' && when === 'after') throw new VendorUnreachable(operation);
  }
}
