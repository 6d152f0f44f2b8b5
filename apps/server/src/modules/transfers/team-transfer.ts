import type { TDownlineTransferRequest, TDownlineTransferResult } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { downlineAccount } from '../team';
import { transferToDownline } from './transfer-downline';

/**
 * POST /wps/agent/team/transfer. Steps: the receiver must be in the caller's downline (any depth), else
 * team_member_unknown before any password is checked or money is touched; then the cashier's transfer
 * does the rest (limits, payment password, idempotency key, the ledger entry).
 */
export async function teamTransfer(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  actor: MemberActor,
  input: TDownlineTransferRequest,
): Promise<TDownlineTransferResult> {
  const downline = await downlineAccount(deps.db, actor.merchant.id, actor.member.id, input.account);
  return transferToDownline(deps, actor, {
    downline: { id: downline.id, username: downline.username },
    amount: input.amount,
    paymentPassword: input.paymentPassword,
    idempotencyKey: input.idempotencyKey,
  });
}
