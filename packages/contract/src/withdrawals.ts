import { trimmed, ZDay, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZMemberBankAccount, ZRevealedAccountNumber } from './member-security';
import { ZAmountInput, ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * Withdrawals (docs/product.md, Withdrawals and transfers); transfers to the upline are in transfers.ts.
 *
 * A withdrawal's amount is held at request. The cashier pays it in one or more parts or rejects the unpaid
 * remainder (it goes back to the wallet; a partly paid withdrawal then ends as paid for what was paid). The
 * member confirms what arrived: `received` for the parts paid so far, `all_received` once fully paid, or
 * `not_received` with a proof image, which an operator resolves. Paid money the member has not confirmed
 * within the brand's `autoConfirmMinutes` counts as received, and that is final. A member cannot cancel or
 * reverse a withdrawal.
 */

export const withdrawalStates = ['requested', 'partially_paid', 'paid', 'confirmed', 'rejected'] as const;
export const ZWithdrawalState = z.enum(withdrawalStates);
export type TWithdrawalState = z.infer<typeof ZWithdrawalState>;

export const withdrawalConfirmations = ['received', 'all_received', 'not_received', 'auto', 'resolved'] as const;
export const ZWithdrawalConfirmation = z.enum(withdrawalConfirmations);

/** What the member may answer now about a withdrawal's paid money. */
export const withdrawalMemberActions = ['received', 'all_received', 'not_received'] as const;
export const ZWithdrawalMemberAction = z.enum(withdrawalMemberActions);
export type TWithdrawalMemberAction = z.infer<typeof ZWithdrawalMemberAction>;

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
export const ZWithdrawalIdParam = z.object({ id: ZId });
const paymentPassword = z.string().min(1).max(64);
const noNul = (s: string) => !s.includes('\u0000');
const note = (max: number) => trimmed(max).refine(noNul);

// ---------------------------------------------------------------------------------------------- member

export const ZWithdrawLimits = z.object({
  currency: z.string(),
  /** Digits after the point: MYR 2, VND 0. */
  exponent: z.number().int(),
  /** The wallet balance: what can be withdrawn now, within the limits below. */
  available: ZMoney,
  minAmount: ZMoney,
  maxAmount: ZMoney,
  /** The most one request may ask now: the smaller of the balance and the maximum. */
  maxNow: ZMoney,
  /** Requests a day (in the brand's time zone), and how many of them are used today. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  /** Paid money not confirmed within this many minutes counts as received. */
  autoConfirmMinutes: z.number().int(),
  paymentPasswordSet: z.boolean(),
  bankAccounts: z.array(ZMemberBankAccount),
});
export type TWithdrawLimits = z.infer<typeof ZWithdrawLimits>;

export const ZWithdrawRequest = z.object({
  bankAccountId: ZId,
  amount: ZAmountInput,
  paymentPassword,
  /** Made once per form submission: a retry of the same submission never holds twice. */
  idempotencyKey: ZIdempotencyKey,
  /**
   * The member has been told that withdrawing forfeits their active bonus (never their cash) and agrees: without
   * it, a withdrawal while a bonus is active answers bonus_forfeit_unconfirmed (ADR 057).
   */
  forfeitBonus: z.boolean().optional(),
});
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

export const ZWithdrawalPaymentView = z.object({ amount: ZMoney, paidAt: ZTimestamp });

/** A withdrawal as its member sees it; the account number masked. */
export const ZMyWithdrawal = z.object({
  id: z.string(),
  currency: z.string(),
  state: ZWithdrawalState,
  amount: ZMoney,
  paidAmount: ZMoney,
  /** Given back to the wallet by a rejection. */
  releasedAmount: ZMoney,
  /** Neither paid nor given back yet. */
  remainingAmount: ZMoney,
  /** Accepted as arrived (by the member, the N-minute rule or an operator). */
  receivedAmount: ZMoney,
  /** Paid but not yet confirmed. */
  awaitingAmount: ZMoney,
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  confirmation: ZWithdrawalConfirmation.nullable(),
  /** A not-received report is open; the cashier is looking into it. */
  disputed: z.boolean(),
  /** The cashier's word on the last not-received report: delivered (it arrived) or resent. */
  resolution: z.enum(['delivered', 'resent']).nullable(),
  /** The cashier's reply to the member about that report (the internal note is never sent here). */
  resolutionReply: z.string(),
  /** Why the cashier rejected it (or its remainder). */
  rejectNote: z.string(),
  /** When the awaiting amount counts as received if the member says nothing. */
  confirmDueAt: ZTimestamp.nullable(),
  actions: z.array(ZWithdrawalMemberAction),
  payments: z.array(ZWithdrawalPaymentView),
  createdAt: ZTimestamp,
  confirmedAt: ZTimestamp.nullable(),
});
export type TMyWithdrawal = z.infer<typeof ZMyWithdrawal>;

export const ZWithdrawResult = z.object({ withdrawal: ZMyWithdrawal, balance: ZMoney });
export type TWithdrawResult = z.infer<typeof ZWithdrawResult>;

export const ZNotReceivedInput = z.object({
  /** An upload with purpose `withdrawal_proof` (POST /wps/member/uploads). */
  proofUploadId: ZUploadId,
});
export type TNotReceivedInput = z.input<typeof ZNotReceivedInput>;

// ---------------------------------------------------------------------------------------------- back office

/** Queue views: open (requested or partly paid), awaiting the member, disputed, by state, or all. */
export const withdrawalQueueViews = [
  'open',
  'awaiting',
  'disputed',
  'requested',
  'partially_paid',
  'paid',
  'confirmed',
  'rejected',
  'all',
] as const;
export const ZWithdrawalQueueView = z.enum(withdrawalQueueViews);
export type TWithdrawalQueueView = z.infer<typeof ZWithdrawalQueueView>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ZAdminWithdrawalQuery = ZPageQuery.extend({
  view: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZWithdrawalQueueView.default('open')),
  /** A username prefix. */
  member: optionalFilter(note(64)),
  /** Requested on or after / on or before these days, in the brand's time zone. */
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TAdminWithdrawalQuery = z.input<typeof ZAdminWithdrawalQuery>;

export const ZAdminWithdrawalRow = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  currency: z.string(),
  state: ZWithdrawalState,
  amount: ZMoney,
  paidAmount: ZMoney,
  releasedAmount: ZMoney,
  remainingAmount: ZMoney,
  receivedAmount: ZMoney,
  awaitingAmount: ZMoney,
  bankName: z.string(),
  /** Masked (`**** 1234`) for every operator; an administrator reveals it whole to pay, audited (ADR 051). */
  accountNumber: z.string(),
  accountName: z.string(),
  confirmation: ZWithdrawalConfirmation.nullable(),
  disputed: z.boolean(),
  /** The member's proof image (GET /admin/api/uploads/:id with the operator token). */
  proofUploadId: z.string().nullable(),
  disputedAt: ZTimestamp.nullable(),
  resolution: z.enum(['delivered', 'resent']).nullable(),
  /** What the member was told. */
  resolutionReply: z.string(),
  /** The operator's internal note: back office and audit log only. */
  resolutionNote: z.string(),
  rejectNote: z.string(),
  confirmDueAt: ZTimestamp.nullable(),
  lastPaidAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  confirmedAt: ZTimestamp.nullable(),
  /**
   * How many other accounts share a browser, an address or a bank account with the member (ADR 066): a risk mark
   * the queue and the detail show; null where it was not looked up (the reply to a payment or a rejection).
   */
  linkedAccounts: z.number().int().nullable(),
});
export type TAdminWithdrawalRow = z.infer<typeof ZAdminWithdrawalRow>;

export const ZAdminWithdrawalPage = ZPage(ZAdminWithdrawalRow).extend({
  /** Counts for the queue's tabs, whatever the filter. */
  counts: z.object({ open: z.number().int(), awaiting: z.number().int(), disputed: z.number().int() }),
});
export type TAdminWithdrawalPage = z.infer<typeof ZAdminWithdrawalPage>;

export const ZAdminWithdrawalPayment = z.object({
  id: z.string(),
  amount: ZMoney,
  note: z.string(),
  operator: z.string(),
  paidAt: ZTimestamp,
});

/** One step in the withdrawal's trail: who did what, when (audit log rows about it). */
export const ZWithdrawalHistoryItem = z.object({
  action: z.string(),
  actorType: z.enum(['operator', 'member', 'system']),
  actorName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: ZTimestamp,
});

export const ZAdminWithdrawalDetail = ZAdminWithdrawalRow.extend({
  payments: z.array(ZAdminWithdrawalPayment),
  history: z.array(ZWithdrawalHistoryItem),
  /** The member's wallet balance now. */
  memberBalance: ZMoney,
});
export type TAdminWithdrawalDetail = z.infer<typeof ZAdminWithdrawalDetail>;

export const ZWithdrawalPayInput = z.object({
  /** The part to pay now; absent pays all that remains. */
  amount: ZAmountInput.optional(),
  note: note(500).default(''),
  /** Made once per pay dialog: a double click or a retry pays once. */
  idempotencyKey: ZIdempotencyKey,
});
export type TWithdrawalPayInput = z.input<typeof ZWithdrawalPayInput>;

export const ZWithdrawalRejectInput = z.object({ note: note(500).min(1) });
export type TWithdrawalRejectInput = z.input<typeof ZWithdrawalRejectInput>;

export const ZWithdrawalResolveInput = z.object({
  /** delivered: the payment did arrive (the report is closed as received); resent: it was sent again. */
  outcome: z.enum(['delivered', 'resent']),
  /** What the member reads about the outcome. */
  reply: note(500).min(1),
  /** The operator's internal note: kept in the back office and the audit log, never shown to the member. */
  note: note(500).default(''),
});
export type TWithdrawalResolveInput = z.input<typeof ZWithdrawalResolveInput>;

/** The brand's withdrawal rules; amounts in major units. */
export const ZWithdrawalSettings = z.object({
  minAmount: ZMoney,
  maxAmount: ZMoney,
  dailyCount: z.number().int(),
  autoConfirmMinutes: z.number().int(),
  transferMinAmount: ZMoney,
  transferMaxAmount: ZMoney,
});
export type TWithdrawalSettings = z.infer<typeof ZWithdrawalSettings>;

export const ZWithdrawalSettingsInput = z.object({
  minAmount: ZAmountInput,
  maxAmount: ZAmountInput,
  dailyCount: z.number().int().min(1).max(1000),
  /** 1 minute to 30 days. */
  autoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  transferMinAmount: ZAmountInput,
  transferMaxAmount: ZAmountInput,
});
export type TWithdrawalSettingsInput = z.input<typeof ZWithdrawalSettingsInput>;

// ---------------------------------------------------------------------------------------------- routes

/** Audit actions of withdrawals: the member's request and confirmations, staff's decisions and the rules. */
export const withdrawalAuditActions = [
  'withdrawal.request',
  'withdrawal.pay',
  'withdrawal.reject',
  'withdrawal.resolve',
  'withdrawal.all_received',
  'withdrawal.not_received',
  'withdrawal.account_revealed',
  'withdrawal_settings.update',
] as const;

export const withdrawalRoutes = {
  limits: route({
    method: 'GET',
    path: '/wps/cashier/withdraw/limits',
    access: 'realMember',
    tag: 'cashier',
    summary: 'What the member can withdraw now: balance, limits, requests left today, bank accounts.',
    response: ZWithdrawLimits,
  }),
  request: route({
    method: 'POST',
    path: '/wps/cashier/withdraw/requests',
    access: 'realMember',
    tag: 'cashier',
    summary:
      "Ask to withdraw to one of the member's bank accounts. Checks the payment password (payment_password_throttled, with details.retryAfterSeconds, beyond the per-minute bound on checks), then holds the amount (insufficient_balance when it does not fit). A replay of the idempotency key answers the first request.",
    body: ZWithdrawRequest,
    response: ZWithdrawResult,
  }),
  mine: route({
    method: 'GET',
    path: '/wps/cashier/withdraw/requests',
    access: 'realMember',
    tag: 'cashier',
    summary: "The member's withdrawals, newest first, with what each is waiting for.",
    query: ZPageQuery,
    response: ZPage(ZMyWithdrawal),
  }),
  received: route({
    method: 'POST',
    path: '/wps/cashier/withdraw/requests/:id/received',
    access: 'realMember',
    tag: 'cashier',
    summary: 'The member confirms the parts paid so far arrived (a fully paid withdrawal is then confirmed).',
    params: ZWithdrawalIdParam,
    response: ZMyWithdrawal,
  }),
  allReceived: route({
    method: 'POST',
    path: '/wps/cashier/withdraw/requests/:id/all-received',
    access: 'realMember',
    tag: 'cashier',
    summary: 'The member confirms a fully paid withdrawal arrived in full.',
    params: ZWithdrawalIdParam,
    response: ZMyWithdrawal,
  }),
  notReceived: route({
    method: 'POST',
    path: '/wps/cashier/withdraw/requests/:id/not-received',
    access: 'realMember',
    tag: 'cashier',
    summary:
      'The member reports paid money did not arrive, with a proof image (upload purpose withdrawal_proof); the cashier resolves it.',
    params: ZWithdrawalIdParam,
    body: ZNotReceivedInput,
    response: ZMyWithdrawal,
  }),
  adminQueue: route({
    method: 'GET',
    path: '/admin/api/cashier/withdrawals',
    access: 'withdrawalReview',
    tag: 'admin',
    summary: 'The withdrawal queue: open by default; filters by view, member and request day.',
    query: ZAdminWithdrawalQuery,
    response: ZAdminWithdrawalPage,
  }),
  adminDetail: route({
    method: 'GET',
    path: '/admin/api/cashier/withdrawals/:id',
    access: 'withdrawalReview',
    tag: 'admin',
    summary: 'One withdrawal with its payments and its audit trail.',
    params: ZWithdrawalIdParam,
    response: ZAdminWithdrawalDetail,
  }),
  adminPay: route({
    method: 'POST',
    path: '/admin/api/cashier/withdrawals/:id/pay',
    access: 'cashier',
    tag: 'admin',
    summary:
      "Record a payment to the member's bank: all that remains, or a part (withdrawal_over_remaining above it). Tells the member; audited.",
    params: ZWithdrawalIdParam,
    body: ZWithdrawalPayInput,
    response: ZAdminWithdrawalDetail,
  }),
  adminReject: route({
    method: 'POST',
    path: '/admin/api/cashier/withdrawals/:id/reject',
    access: 'withdrawalReview',
    tag: 'admin',
    summary:
      'Reject the unpaid remainder with a note: it goes back to the wallet; a partly paid withdrawal ends as paid for what was paid. Tells the member; audited.',
    params: ZWithdrawalIdParam,
    body: ZWithdrawalRejectInput,
    response: ZAdminWithdrawalDetail,
  }),
  adminResolve: route({
    method: 'POST',
    path: '/admin/api/cashier/withdrawals/:id/resolve',
    access: 'cashier',
    tag: 'admin',
    summary:
      'Settle a not-received report: delivered (it arrived; counted as received) or resent (the member confirms again). Audited.',
    params: ZWithdrawalIdParam,
    body: ZWithdrawalResolveInput,
    response: ZAdminWithdrawalDetail,
  }),
  adminRevealAccount: route({
    method: 'POST',
    path: '/admin/api/cashier/withdrawals/:id/reveal-account',
    access: 'cashier',
    tag: 'admin',
    summary:
      "An administrator reads the withdrawal's account number in full, to pay into it. Audited (who, which, when).",
    params: ZWithdrawalIdParam,
    response: ZRevealedAccountNumber,
  }),
  adminSettings: route({
    method: 'GET',
    path: '/admin/api/cashier/withdrawal-settings',
    access: 'withdrawalReview',
    tag: 'admin',
    summary: "The brand's withdrawal and transfer-to-upline limits and the auto-confirm minutes.",
    response: ZWithdrawalSettings,
  }),
  adminUpdateSettings: route({
    method: 'PUT',
    path: '/admin/api/cashier/withdrawal-settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Change the withdrawal rules (minimum not above maximum). Audited.',
    body: ZWithdrawalSettingsInput,
    response: ZWithdrawalSettings,
  }),
} as const;
