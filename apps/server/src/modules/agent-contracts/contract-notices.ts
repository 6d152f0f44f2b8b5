import type { Transaction } from 'kysely';
import type { Database, MemberMessageKind } from '../../db/schema';
import { loadMerchantById } from '../../platform/merchant';
import { formatMinor } from '../../platform/money';
import { memberNamesById } from '../member';
import { sendMemberMessage } from '../messages';

/** A payout as its notices need it: the contract's parties, the period, the money. */
export interface NoticePayout {
  id: bigint;
  merchantId: number;
  kind: string;
  uplineId: bigint;
  downlineId: bigint;
  periodStart: Date;
  periodEnd: Date;
  amount: bigint;
}

/**
 * Tells both agents of a contract about one of its payouts (ADR 038), inside the transaction that changed it,
 * so the notice commits with the change or not at all: paid, waiting for the upline's money (with when its
 * grace ends, for a dividend), or paid by force (with the part the house advanced). Each reads it from its own
 * side (`role`) with the other's account; the text is rendered in the reader's language.
 */
export async function noticeBothAgents(
  trx: Transaction<Database>,
  payout: NoticePayout,
  kind: Extract<MemberMessageKind, 'contract_paid' | 'contract_waiting' | 'contract_forced'>,
  extra: { dueAt?: Date | null; shortfall?: bigint } = {},
): Promise<void> {
  const brand = await loadMerchantById(trx, payout.merchantId);
  if (!brand) throw new Error(`no brand ${payout.merchantId}`);
  const names = await memberNamesById(trx, payout.merchantId, [payout.uplineId, payout.downlineId]);
  const nameOf = (id: bigint) => names.get(BigInt(id)) ?? '';
  const money = (minor: bigint) => formatMinor(minor, brand.currencyExponent);
  const common: Record<string, string> = {
    contractKind: payout.kind,
    payoutId: `${payout.id}`,
    amount: money(payout.amount),
    currency: brand.currency,
    periodStart: payout.periodStart.toISOString(),
    periodEnd: payout.periodEnd.toISOString(),
  };
  if (extra.dueAt) common.dueAt = extra.dueAt.toISOString();
  if (extra.shortfall !== undefined && extra.shortfall > 0n) common.shortfall = money(extra.shortfall);
  const sides = [
    { memberId: payout.uplineId, role: 'upline', counterpart: nameOf(payout.downlineId) },
    { memberId: payout.downlineId, role: 'downline', counterpart: nameOf(payout.uplineId) },
  ];
  for (const side of sides) {
    await sendMemberMessage(trx, {
      merchantId: payout.merchantId,
      memberId: side.memberId,
      kind,
      params: { ...common, role: side.role, counterpart: side.counterpart },
    });
  }
}
