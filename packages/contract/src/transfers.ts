import { ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { ZAccountName } from './team';
import { z } from './zod';

/**
 * Transfers between members (docs/product.md, Withdrawals and transfers): a member's money to their upline,
 * and an agent's to one of their downlines. Each is one ledger entry under the payment password, and a
 * replay of its idempotency key answers the first transfer and moves nothing.
 */

// ---------------------------------------------------------------------------------------------- to the upline

export const ZTransferUplineInfo = z.object({
  /** The upline's username; null when the member has none (the transfer is refused with no_upline). */
  upline: z.string().nullable(),
  currency: z.string(),
  exponent: z.number().int(),
  available: ZMoney,
  minAmount: ZMoney,
  maxAmount: ZMoney,
  maxNow: ZMoney,
  paymentPasswordSet: z.boolean(),
});
export type TTransferUplineInfo = z.infer<typeof ZTransferUplineInfo>;

export const ZTransferUplineRequest = z.object({
  amount: ZAmountInput,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TTransferUplineRequest = z.input<typeof ZTransferUplineRequest>;

export const ZTransferUplineResult = z.object({
  id: z.string(),
  amount: ZMoney,
  currency: z.string(),
  upline: z.string(),
  /** The member's balance after the transfer. */
  balance: ZMoney,
  createdAt: ZTimestamp,
});
export type TTransferUplineResult = z.infer<typeof ZTransferUplineResult>;

// ---------------------------------------------------------------------------------------------- to a downline

export const ZDownlineTransferInfo = z.object({
  currency: z.string(),
  exponent: z.number().int(),
  /** The agent's wallet balance. */
  available: ZMoney,
  minAmount: ZMoney,
  maxAmount: ZMoney,
  maxNow: ZMoney,
  paymentPasswordSet: z.boolean(),
});
export type TDownlineTransferInfo = z.infer<typeof ZDownlineTransferInfo>;

export const ZDownlineTransferRequest = z.object({
  account: ZAccountName,
  amount: ZAmountInput,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TDownlineTransferRequest = z.input<typeof ZDownlineTransferRequest>;

export const ZDownlineTransferResult = z.object({
  id: z.string(),
  amount: ZMoney,
  currency: z.string(),
  account: z.string(),
  /** The agent's balance after the transfer. */
  balance: ZMoney,
  createdAt: ZTimestamp,
});
export type TDownlineTransferResult = z.infer<typeof ZDownlineTransferResult>;

export const transferRoutes = {
  uplineInfo: route({
    method: 'GET',
    path: '/wps/cashier/transfer-upline',
    access: 'realMember',
    tag: 'cashier',
    summary: "The member's upline and the transfer limits.",
    response: ZTransferUplineInfo,
  }),
  transferUpline: route({
    method: 'POST',
    path: '/wps/cashier/transfer-upline',
    access: 'realMember',
    tag: 'cashier',
    summary:
      "Move money from the member's wallet to the upline's (payment password, bounded per minute like a withdrawal's; no_upline when there is none). A replay of the idempotency key answers the first transfer.",
    body: ZTransferUplineRequest,
    response: ZTransferUplineResult,
  }),
  downlineInfo: route({
    method: 'GET',
    path: '/wps/agent/team/transfer',
    access: 'agent',
    tag: 'agent',
    summary: "The agent's balance and the limits of a transfer to a downline.",
    response: ZDownlineTransferInfo,
  }),
  transferDownline: route({
    method: 'POST',
    path: '/wps/agent/team/transfer',
    access: 'agent',
    tag: 'agent',
    summary:
      "Move money from the agent's wallet to a downline's (payment password). A replay of the idempotency key answers the first transfer.",
    body: ZDownlineTransferRequest,
    response: ZDownlineTransferResult,
  }),
};
