import type { TVendorTransfer, TWalletTransferResult, ZWalletTransferRequest } from '@gemilang/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { Deps, MerchantContext } from '../../../platform/context';
import { amountFromInput, formatMinor } from '../../../platform/money';
import { assertMayGamble } from '../../protection';
import { entryKinds, memberBalance, memberWalletAccount, systemAccount, transfer } from '../../wallet';
import { resolveTransfer } from './resolve-transfers';
import { settleTransfer, type VendorTransferRow, vendorTransferId } from './settle-transfer';
import type { TransferAnswer } from './transfer-protocol';
import { transferProviderFor } from './transfer-provider';
import { type TransferVendorRow, transferVendor, transferVendors } from './transfer-vendors';
import { transferView } from './transfer-view';

type Input = z.output<typeof ZWalletTransferRequest>;

/**
 * POST /wps/relay/GCS_walletTransfer (ADR 040): money between the member's main wallet and a
 * transfer-mode vendor's sub-wallet, or every sub-wallet back to main.
 *
 * Order of one transfer, and why:
 * 1. The vendor, the brand's and transfer-mode (`game_vendor_unknown` otherwise); the amount, exact to the
 *    currency's digits; a transfer in needs the vendor active (`game_vendor_maintenance`), a transfer out
 *    does not (the member's money must be able to come home).
 * 2. The member's key: a transfer already made with it answers as it stands (a pending one is asked about
 *    first) and moves nothing; the same key for another vendor, direction or amount is idempotency_conflict.
 * 3. The claim, one transaction: the transfer row (pending), and for a transfer in the money moved at once,
 *    member wallet → the vendor's account, by the ledger's guarded UPDATE: a wallet that does not cover it
 *    refuses (insufficient_balance) and the row vanishes with it: nothing moved. Money leaves the wallet
 *    before the vendor is asked, so it can never be spent twice while the vendor is being asked.
 * 4. The vendor, sent the transfer's unique id. Applied: done (a transfer out now credits the wallet from the
 *    vendor's account). Refused: failed (a transfer in gets its money back); the member hears why. No answer:
 *    in doubt; the vendor is asked the id's status (resolve-transfers.ts) and, if that cannot tell yet, the
 *    transfer is answered pending and settles later (the member's next look at the page, or the sweep).
 */
export async function walletTransfer(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  input: Input,
): Promise<TWalletTransferResult> {
  const transfers =
    input.action === 'allBack'
      ? await allBack(deps, merchant, memberId, input.idempotencyKey)
      : [
          await oneTransfer(deps, merchant, memberId, {
            direction: input.action,
            vendor: await vendorOf(deps, merchant, input.vassalage),
            amount: amountFromInput(input.amount, merchant.currencyExponent),
            key: input.idempotencyKey,
          }),
        ];
  const balance = await memberBalance(deps.db, merchant.id, memberId);
  return { transfers, balance: formatMinor(balance, merchant.currencyExponent) };
}

async function vendorOf(deps: Deps, merchant: MerchantContext, code: string): Promise<TransferVendorRow> {
  const vendor = await transferVendor(deps.db, merchant.id, code);
  if (!vendor) throw new AppError('game_vendor_unknown');
  return vendor;
}

interface Order {
  direction: 'in' | 'out';
  vendor: TransferVendorRow;
  amount: bigint;
  key: string;
}

/** What a refusal of the vendor means to the member. */
const refusalCode = (code: string) =>
  code === 'insufficient' ? 'vendor_balance_insufficient' : 'vendor_transfer_refused';

async function oneTransfer(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  order: Order,
): Promise<TVendorTransfer> {
  const view = (row: VendorTransferRow) => {
    if (row.state === 'failed') throw new AppError(refusalCode(row.failure ?? ''));
    return transferView(row, order.vendor.code, merchant.currencyExponent);
  };
  const earlier = await transferOfKey(deps, merchant.id, memberId, order.key);
  if (earlier) return view(await replay(deps, earlier, order));
  if (order.direction === 'in' && order.vendor.status !== 'active') throw new AppError('game_vendor_maintenance');
  // Money into a game during a break or self-exclusion is play (docs/product.md, Player protection); out stays open.
  if (order.direction === 'in') await assertMayGamble(deps.db, merchant.id, memberId, deps.now());

  const claimed = await claim(deps, merchant.id, memberId, order);
  if (!claimed) {
    // The same key claimed meanwhile by a concurrent call: answered as its replay.
    const raced = await transferOfKey(deps, merchant.id, memberId, order.key);
    if (!raced) throw new AppError('conflict');
    return view(await replay(deps, raced, order));
  }

  const provider = transferProviderFor(deps.db, order.vendor);
  const sent = { transferId: vendorTransferId(claimed.id), playerId: `${memberId}`, amount: order.amount };
  let answer: TransferAnswer | null;
  try {
    answer = order.direction === 'in' ? await provider.deposit(sent) : await provider.withdraw(sent);
  } catch {
    answer = null;
  }
  if (answer === null) return view(await resolveTransfer(deps, claimed));
  if (answer.ok) return view(await settleTransfer(deps, claimed, { state: 'done' }));
  return view(await settleTransfer(deps, claimed, { state: 'failed', failure: answer.code }));
}

function transferOfKey(deps: Deps, merchantId: number, memberId: bigint, key: string) {
  return deps.db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A key used before: the same transfer answers as it stands (a pending one asked about); another is refused. */
async function replay(deps: Deps, row: VendorTransferRow, order: Order): Promise<VendorTransferRow> {
  if (row.vendor_id !== order.vendor.id || row.direction !== order.direction || row.amount !== order.amount) {
    throw new AppError('idempotency_conflict');
  }
  return resolveTransfer(deps, row);
}

/** Step 3: the row, and a transfer in's money, in one transaction; null when a concurrent call took the key. */
async function claim(deps: Deps, merchantId: number, memberId: bigint, order: Order) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('vendor_transfers')
      .values({
        merchant_id: merchantId,
        vendor_id: order.vendor.id,
        member_id: memberId,
        direction: order.direction,
        amount: order.amount,
        idempotency_key: order.key,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row || order.direction === 'out') return row ?? null;
    const entry = await transfer(trx, {
      merchantId,
      kind: entryKinds.vendorTransferIn,
      idempotencyKey: vendorTransferId(row.id),
      reference: `vendor_transfer:${row.id}`,
      memberId,
      memo: order.vendor.code,
      from: await memberWalletAccount(trx, merchantId, memberId),
      to: await systemAccount(trx, merchantId, 'vendor', order.vendor.code),
      amount: order.amount,
    });
    return trx
      .updateTable('vendor_transfers')
      .set({ entry_id: entry.entryId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * All back to the main wallet: each transfer-mode vendor is asked the member's balance and, when it holds
 * money, a transfer out of all of it is made under the member's key and the vendor's code, so a replay of
 * the same key answers those transfers and moves nothing more. A vendor that does not answer, or refuses,
 * is reported as such and the others still come back.
 */
async function allBack(deps: Deps, merchant: MerchantContext, memberId: bigint, key: string) {
  const results: TVendorTransfer[] = [];
  for (const vendor of await transferVendors(deps.db, merchant.id)) {
    const subKey = `${key}:${vendor.code}`;
    const earlier = await transferOfKey(deps, merchant.id, memberId, subKey);
    let amount = earlier?.amount ?? 0n;
    if (!earlier) {
      try {
        amount = await transferProviderFor(deps.db, vendor).balance(`${memberId}`);
      } catch {
        continue;
      }
    }
    if (amount <= 0n) continue;
    try {
      results.push(await oneTransfer(deps, merchant, memberId, { direction: 'out', vendor, amount, key: subKey }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const row = await transferOfKey(deps, merchant.id, memberId, subKey);
      if (row) results.push(transferView(row, vendor.code, merchant.currencyExponent));
    }
  }
  return results;
}
