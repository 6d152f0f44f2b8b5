import type { TSupportChatMemberSummary } from '@gemilang/contract';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { recentDeposits } from '../deposits';
import { memberRecord } from '../member';
import { protectionOf } from '../protection';
import { memberBalance } from '../wallet';
import { recentWithdrawals, withdrawalSummary } from '../withdrawals';
import { conversationById } from './chat-view';

/**
 * Beside the chat (ADR 065): the member's standing and money, and their protection state (limits, break or
 * self-exclusion, ADR 073), read through the owning modules. Null for a visitor.
 */
export async function chatMemberSummary(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
): Promise<TSupportChatMemberSummary | null> {
  const merchantId = actor.merchant.id;
  const conversation = await conversationById(deps.db, merchantId, id);
  if (!conversation) throw new AppError('not_found');
  if (conversation.member_id === null) return null;
  const memberId = conversation.member_id;
  const { record } = await memberRecord(deps.db, merchantId, memberId);
  const exponent = actor.merchant.currencyExponent;
  const deposits = await recentDeposits(deps.db, merchantId, memberId, 5);
  const withdrawals = await recentWithdrawals(deps.db, merchantId, memberId, 5);
  const { open: openWithdrawals } = await withdrawalSummary(deps.db, merchantId, memberId);
  const cashier = (r: { id: bigint; amount: bigint; state: string; created_at: Date }) => ({
    id: `${r.id}`,
    amount: formatMinor(r.amount, exponent),
    status: r.state,
    createdAt: r.created_at.toISOString(),
  });
  return {
    memberId: `${memberId}`,
    username: record.username,
    status: record.status,
    vipLevel: record.vipLevel,
    balance: formatMinor(await memberBalance(deps.db, merchantId, memberId), exponent),
    currency: actor.merchant.currency,
    deposits: deposits.rows.map(cashier),
    withdrawals: withdrawals.map(cashier),
    openRequests: deposits.open + openWithdrawals,
    createdAt: record.createdAt,
    // Staff read it and cannot change it (ADR 073).
    protection: await protectionOf(deps.db, merchantId, memberId, exponent, deps.now()),
  };
}
