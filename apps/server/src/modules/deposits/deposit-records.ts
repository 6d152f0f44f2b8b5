import type { Language, TDeposit, TRecentDeposits } from '@gemilang/contract';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { methodNames, toDeposit } from './deposit-view';
import { settleStaleDeposits, syncDepositWithGateway } from './sync-deposit-with-gateway';

const RECENT = 10;

/** The member's latest deposits, after settling any online ones left waiting too long. */
export async function recentDeposits(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  language: Language,
): Promise<TRecentDeposits> {
  await settleStaleDeposits(deps, merchant, memberId);
  const rows = await deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const names = await methodNames(
    deps.db,
    merchant.id,
    rows.map((r) => r.method_id),
  );
  return {
    items: rows.map((r) => toDeposit(r, names.get(r.method_id.toString()), merchant.currencyExponent, language)),
  };
}

/**
 * One of the member's deposits (another member's, or another brand's, is not found). An online one
 * still waiting is first checked with its gateway, so the page the gateway returns the member to shows
 * the outcome at once, crediting through the same idempotent path as the callback.
 */
export async function depositForMember(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  id: bigint,
  language: Language,
): Promise<TDeposit> {
  let row = await deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.state === 'created' || row.state === 'pending_payment') {
    try {
      row = await syncDepositWithGateway(deps, merchant, row);
    } catch {
      // The gateway is not answering: show what is known; its callback will still come.
    }
  }
  const names = await methodNames(deps.db, merchant.id, [row.method_id]);
  return toDeposit(row, names.get(row.method_id.toString()), merchant.currencyExponent, language);
}
