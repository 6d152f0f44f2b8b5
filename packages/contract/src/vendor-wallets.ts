import { ZMoney, ZTimestamp } from './common';
import { ZPlayRound } from './games-play';
import { ZAmountInput, ZIdempotencyKey } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Transfer-mode vendors' sub-wallets (vendor-wallet.md "Transfer wallet"; ADR 040): the member centre's
 * "my wallet" page (transferFund) reads the main balance and each vendor's (asked of the vendor),
 * and `GCS_walletTransfer` moves money main → vendor, vendor → main, or everything back to main.
 * The payload shapes are this product's (ADR 040). Also the member
 * centre's game recall: the member's last rounds of the in-house games, every step, with what verifies them.
 */

const ZVendorCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);

/** A vendor's sub-wallet as the vendor reported it just now; unavailable when it did not answer. */
export const ZVendorWallet = z.object({
  vassalage: z.string(),
  name: z.string(),
  /** The vendor's status: a transfer in is refused while it is under maintenance. */
  status: z.enum(['active', 'maintenance']),
  /** Null when the vendor did not answer: the page says so and offers a refresh. */
  balance: ZMoney.nullable(),
  /** Transfers of this member still waiting for the vendor's word (in doubt): they settle on their own. */
  pending: z.number().int(),
});
export type TVendorWallet = z.infer<typeof ZVendorWallet>;

export const ZVendorWallets = z.object({
  currency: z.string(),
  exponent: z.number().int(),
  /** The main wallet. */
  balance: ZMoney,
  vendors: z.array(ZVendorWallet),
  asOf: ZTimestamp,
});
export type TVendorWallets = z.infer<typeof ZVendorWallets>;

export const ZWalletTransferRequest = z.discriminatedUnion('action', [
  /** Main wallet → the vendor's sub-wallet. */
  z.object({ action: z.literal('in'), vassalage: ZVendorCode, amount: ZAmountInput, idempotencyKey: ZIdempotencyKey }),
  /** The vendor's sub-wallet → main wallet. */
  z.object({ action: z.literal('out'), vassalage: ZVendorCode, amount: ZAmountInput, idempotencyKey: ZIdempotencyKey }),
  /** Every vendor's whole sub-wallet → main wallet. */
  z.object({ action: z.literal('allBack'), idempotencyKey: ZIdempotencyKey }),
]);
export type TWalletTransferRequest = z.input<typeof ZWalletTransferRequest>;

/** One transfer: done, failed (nothing moved, the reason is the vendor's), or pending (the vendor's answer was lost). */
export const ZVendorTransfer = z.object({
  id: z.string(),
  vassalage: z.string(),
  direction: z.enum(['in', 'out']),
  amount: ZMoney,
  state: z.enum(['pending', 'done', 'failed']),
  failure: z.string().nullable(),
});
export type TVendorTransfer = z.infer<typeof ZVendorTransfer>;

export const ZWalletTransferResult = z.object({
  /** One for in and out; one per vendor that held money for all back (none when nothing was held). */
  transfers: z.array(ZVendorTransfer),
  /** The main wallet after. */
  balance: ZMoney,
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;

/** A recalled round with its game's name, for the member centre's list. */
export const ZRecalledRound = ZPlayRound.extend({ gameName: z.string() });
export type TRecalledRound = z.infer<typeof ZRecalledRound>;

export const vendorWalletRoutes = {
  vendorWallets: route({
    method: 'POST',
    path: '/wps/relay/GCS_vendorWallets',
    access: 'realMember',
    tag: 'wallet',
    summary:
      "The main wallet and each transfer-mode vendor's sub-wallet, asked of the vendor now (null when it did not answer). Transfers of the member left in doubt are settled first by asking the vendor their status.",
    body: z.object({}).default({}),
    response: ZVendorWallets,
  }),
  walletTransfer: route({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    access: 'realMember',
    tag: 'wallet',
    summary:
      "Moves money main wallet → a vendor's sub-wallet (in), back (out), or every sub-wallet back to main (allBack). Idempotent by the member's key; the main wallet never goes negative and the vendor refuses what its sub-wallet does not hold.",
    body: ZWalletTransferRequest,
    response: ZWalletTransferResult,
  }),
  gameRecall: route({
    method: 'POST',
    path: '/wps/relay/GCS_gameRecall',
    access: 'member',
    tag: 'games',
    summary:
      "Game recall from the member centre: the member's last 10 rounds of the in-house games (or of one), newest first, every step and the seeds that verify them.",
    body: z
      .object({
        gameCode: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      })
      .default({}),
    response: z.object({ currency: z.string(), exponent: z.number().int(), rounds: z.array(ZRecalledRound) }),
  }),
};
