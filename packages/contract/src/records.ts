import { ZDay, ZLocalizedText, ZPage, ZTimestamp } from './common';
import { ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The account record (member centre: transactionHistory): every movement of the member's wallet, from the
 * ledger. Types are the ledger's entry kinds (the server's modules/wallet/entry-kinds.ts, checked by a test).
 */
export const ledgerEntryKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'transfer_upline',
  'transfer_downline',
  'adjustment',
  'bet_stake',
  'bet_cancel',
  'bet_settle',
  'bet_correction',
  'game_debit',
  'game_credit',
  'game_rollback',
  'game_round_end',
  'agent_wage',
  'agent_dividend',
  'agent_dividend_recovery',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_refund',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'bonus_return',
  // The points mall (ADR 064): points movements (their own unit) and the money an item asks or a conversion pays.
  'points_accrual',
  'points_correction',
  'points_deposit',
  'points_redeem',
  'points_redeem_approve',
  'points_redeem_return',
  'points_mall_payment',
  'points_mall_settle',
  'points_mall_refund',
  'points_convert',
  'points_cash',
  'points_adjustment',
] as const;
export type TLedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** The kinds that move a member's wallet (a payout moves held money, already gone from the wallet). */
export const walletEntryKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'transfer_upline',
  'transfer_downline',
  'adjustment',
  'bet_stake',
  'bet_cancel',
  'bet_settle',
  'bet_correction',
  'game_debit',
  'game_credit',
  'game_rollback',
  'agent_wage',
  'agent_dividend',
  'agent_dividend_recovery',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_refund',
  'bonus_convert',
  'points_mall_payment',
  'points_mall_refund',
  'points_cash',
] as const satisfies readonly TLedgerEntryKind[];

export const recordTypes = ['all', ...ledgerEntryKinds] as const;
export type TRecordType = (typeof recordTypes)[number];

/** How far back the record is kept online and may be asked for, and the widest range one query covers. */
export const RECORD_MONTHS_ONLINE = 3;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ZTransactionHistoryQuery = z.object({
  type: optional(z.enum(recordTypes)).transform((v) => v ?? 'all'),
  /** First and last day, both included, in the merchant's zone; the last 7 days when left out. */
  from: optional(ZDay),
  to: optional(ZDay),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TTransactionHistoryQuery = z.input<typeof ZTransactionHistoryQuery>;

export const ZTransactionRow = z.object({
  /** The posting's id: unique per row. */
  id: z.string(),
  time: ZTimestamp,
  /** An entry kind (`ledgerEntryKinds`); a string so a kind added later never breaks the reply. */
  type: z.string(),
  /** Signed, major units: positive came into the wallet. */
  amount: ZMoney,
  balanceAfter: ZMoney,
  /** What the movement is about, e.g. `deposit:42`: the ledger's key, for operators; not shown to the member. */
  reference: z.string(),
  /**
   * The reference as the member knows it (ADR 051): `kind` names what it is (`draw`, `round`, `slip`,
   * `deposit`, `withdrawal`, `transfer`, `adjustment`, `correction`, `payout`, `vendorTransfer`; a string so
   * a kind added later never breaks the reply) and `value` its readable form: a draw's number, the vendor's
   * round id, an order's number. Null when there is nothing readable to show.
   */
  referenceLabel: z.object({ kind: z.string(), value: z.string() }).nullable(),
  /** The ledger's one line for operators; the site shows a sentence built from `details` instead (ADR 051). */
  memo: z.string(),
  /**
   * What the row is about, in named parts the site puts into a sentence of the reader's language: `round`,
   * `outcome` (win, bonus, jackpot), `draw`, `game` (a code, when the name is unknown), `method` (bank,
   * online) and `provider`, `account` (bank and masked number), `from` and `to`, `vendor`, `forced`, or
   * `note` (a person's own words, shown as written).
   */
  details: z.record(z.string(), z.string()),
  /** The game's name in the three languages, for a game or lottery movement. */
  gameName: ZLocalizedText.nullable(),
  /** Whose wallet moved: given in an agent's team record (downline transaction details) only. */
  account: z.string().optional(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionHistory = ZPage(ZTransactionRow).extend({
  currency: z.string(),
  /** The range answered (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** The earliest start day that may be asked for today. */
  earliest: z.string(),
});
export type TTransactionHistory = z.infer<typeof ZTransactionHistory>;

export const recordRoutes = {
  transactions: route({
    method: 'GET',
    path: '/wps/member/transactions',
    access: 'realMember',
    tag: 'records',
    summary:
      "The member's account record: wallet movements newest first, by type and by days in the merchant's zone (at most 3 months back).",
    query: ZTransactionHistoryQuery,
    response: ZTransactionHistory,
  }),
} as const;
