import { ZMoney, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

export const ZBalance = z.object({ sumBalance: ZMoney, currency: z.string() });

/** The member's money at a glance: what can be used now and what is on its way in or out. */
export const ZConsolidatedFunds = z.object({
  currency: z.string(),
  /** Currency exponent (digits after the point): MYR 2, VND 0. */
  exponent: z.number().int(),
  sumBalance: ZMoney,
  /** Requested withdrawals not yet paid or released: already taken from the balance, held. */
  withdrawalsInFlight: ZMoney,
  /** Deposits submitted and waiting for the cashier or the gateway. */
  depositsPending: ZMoney,
  totalDeposited: ZMoney,
  totalWithdrawn: ZMoney,
  asOf: ZTimestamp,
});
export type TConsolidatedFunds = z.infer<typeof ZConsolidatedFunds>;

export const walletRoutes = {
  balance: route({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    access: 'member',
    tag: 'wallet',
    summary: "The member's balance in major units as a decimal string.",
    response: ZBalance,
  }),
  consolidated: route({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    access: 'member',
    tag: 'wallet',
    summary: "The member's funds: balance, withdrawals in flight, pending deposits and totals, from the ledger.",
    response: ZConsolidatedFunds,
  }),
  merchantWallet: route({
    method: 'POST',
    path: '/wps/relay/GCS_merchantWallet',
    access: 'member',
    tag: 'wallet',
    summary:
      'How the brand keeps game money: isSingle means one wallet for every game (no transfers between vendor wallets).',
    response: z.object({ isSingle: z.boolean(), currency: z.string(), exponent: z.number().int() }),
  }),
} as const;
