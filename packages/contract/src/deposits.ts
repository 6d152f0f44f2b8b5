import { trimmed, ZDay, ZLocalizedText, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * Deposits (the member centre's depositv2; docs/product.md, Deposits). Two kinds of method: a bank transfer into the
 * brand's receiving account, which the cashier approves or rejects, and an online payment through a
 * gateway (the built-in `sandbox` one where no real provider is set up), which confirms by a signed
 * callback. Amounts travel as decimal strings in major units; limits are per method.
 */

export const depositKinds = ['bank_transfer', 'online'] as const;
export const ZDepositKind = z.enum(depositKinds);
export type TDepositKind = z.infer<typeof ZDepositKind>;

/**
 * Bank transfer: pending → credited | rejected. Online: created → pending_payment → credited | failed |
 * expired. `pending`, `created` and `pending_payment` are still open.
 */
export const depositStates = [
  'pending',
  'created',
  'pending_payment',
  'credited',
  'rejected',
  'failed',
  'expired',
] as const;
export const ZDepositState = z.enum(depositStates);
export type TDepositState = z.infer<typeof ZDepositState>;
export const openDepositStates: readonly TDepositState[] = ['pending', 'created', 'pending_payment'];

/** Ids travel as decimal strings (int8 on the server). */
const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const ZIdParam = z.object({ id: ZId });

/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

// ---------------------------------------------------------------------------------------------- player

export const ZReceivingAccount = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });
export type TReceivingAccount = z.infer<typeof ZReceivingAccount>;

export const ZDepositMethod = z.object({
  id: z.string(),
  kind: ZDepositKind,
  /** The gateway of an online method ('sandbox'); '' for a bank transfer. */
  provider: z.string(),
  /** In the caller's language. */
  name: z.string(),
  min: ZMoney,
  max: ZMoney,
  /** Where a bank transfer is paid into; null for an online method. */
  receivingAccount: ZReceivingAccount.nullable(),
  /** The brand's instructions in the caller's language ('' when none). */
  instructions: z.string(),
});
export type TDepositMethod = z.infer<typeof ZDepositMethod>;

export const ZDepositMethods = z.object({
  currency: z.string(),
  /** Digits after the point: MYR 2, VND 0. */
  exponent: z.number().int(),
  methods: z.array(ZDepositMethod),
});
export type TDepositMethods = z.infer<typeof ZDepositMethods>;

export const ZBankTransferDepositInput = z.object({
  methodId: ZId,
  amount: ZAmountInput,
  /** What the member wrote on the transfer, or the bank's reference number. */
  reference: trimmed(64).min(1),
  /** A PNG or JPEG uploaded first with purpose deposit_receipt. */
  receiptUploadId: ZUploadId,
  /** The same key again returns the first deposit: a double tap makes one request. */
  idempotencyKey: ZIdempotencyKey,
  /** A deposit bonus chosen on the deposit page (promotions' depositBonuses): granted when the deposit is credited. */
  bonusOfferId: ZId.optional(),
});
export type TBankTransferDepositInput = z.input<typeof ZBankTransferDepositInput>;

export const ZOnlineDepositInput = z.object({
  methodId: ZId,
  amount: ZAmountInput,
  idempotencyKey: ZIdempotencyKey,
  /** A deposit bonus chosen on the deposit page: granted when the deposit is credited. */
  bonusOfferId: ZId.optional(),
});
export type TOnlineDepositInput = z.input<typeof ZOnlineDepositInput>;

export const ZDeposit = z.object({
  id: z.string(),
  kind: ZDepositKind,
  methodName: z.string(),
  amount: ZMoney,
  currency: z.string(),
  state: ZDepositState,
  reference: z.string(),
  hasReceipt: z.boolean(),
  /** Why the cashier rejected it ('' otherwise). */
  reason: z.string(),
  /** The gateway's payment page while an online deposit waits for payment; null otherwise. */
  paymentUrl: z.string().nullable(),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZOnlineDepositStarted = z.object({
  deposit: ZDeposit,
  /** Send the browser here to pay. */
  redirectUrl: z.string(),
});
export type TOnlineDepositStarted = z.infer<typeof ZOnlineDepositStarted>;

export const ZRecentDeposits = z.object({ items: z.array(ZDeposit) });
export type TRecentDeposits = z.infer<typeof ZRecentDeposits>;

/** The query a gateway's return sends the browser back with: `/?deposit=<id>` opens the deposit page on it. */
export const depositReturnParam = 'deposit';

/** Where a payment gateway posts its signed notice; outside /wps so maintenance never blocks money paid. */
export const paymentCallbackPath = '/payments/callback/:provider';

// ---------------------------------------------------------------------------------------------- back office

export const ZAdminDepositQuery = ZPageQuery.extend({
  state: optionalFilter(ZDepositState),
  kind: optionalFilter(ZDepositKind),
  /** A username (or its start). */
  member: optionalFilter(trimmed(64)),
  /** Calendar days in the brand's time zone, both included. */
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TAdminDepositQuery = z.input<typeof ZAdminDepositQuery>;

export const ZAdminDeposit = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  kind: ZDepositKind,
  provider: z.string(),
  methodId: z.string(),
  /** In the operator's language. */
  methodName: z.string(),
  amount: ZMoney,
  currency: z.string(),
  state: ZDepositState,
  reference: z.string(),
  /** Read the image at /admin/api/uploads/:id with the operator's token. */
  receiptUploadId: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  gatewayReference: z.string(),
  note: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  ledgerEntryId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

export const ZAdminDepositPage = ZPage(ZAdminDeposit).extend({
  /** Bank transfers waiting for the cashier, whatever the filters. */
  waitingCount: z.number().int(),
  waitingTotal: ZMoney,
});
export type TAdminDepositPage = z.infer<typeof ZAdminDepositPage>;

export const ZApproveDeposit = z.object({ note: trimmed(500).default('') });
export type TApproveDeposit = z.input<typeof ZApproveDeposit>;
/** The reason is shown to the member. */
export const ZRejectDeposit = z.object({ note: trimmed(500).min(1) });
export type TRejectDeposit = z.input<typeof ZRejectDeposit>;

export const ZAdminDepositMethod = z.object({
  id: z.string(),
  kind: ZDepositKind,
  provider: z.string(),
  name: ZLocalizedText,
  min: ZMoney,
  max: ZMoney,
  enabled: z.boolean(),
  sort: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: ZLocalizedText,
  updatedAt: ZTimestamp,
});
export type TAdminDepositMethod = z.infer<typeof ZAdminDepositMethod>;

export const ZAdminDepositMethods = z.object({
  currency: z.string(),
  exponent: z.number().int(),
  /** Gateways this server can use for an online method. */
  providers: z.array(z.string()),
  methods: z.array(ZAdminDepositMethod),
});
export type TAdminDepositMethods = z.infer<typeof ZAdminDepositMethods>;

const localized = (max: number, min = 0) =>
  z.object({ ms: trimmed(max).min(min), en: trimmed(max).min(min), zh: trimmed(max).min(min) });

export const ZDepositMethodInput = z
  .object({
    kind: ZDepositKind,
    provider: trimmed(32).default(''),
    name: localized(64, 1),
    min: ZAmountInput,
    max: ZAmountInput,
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(10_000),
    bankName: trimmed(64).default(''),
    accountName: trimmed(64).default(''),
    accountNumber: trimmed(34)
      .regex(/^[0-9A-Za-z -]*$/)
      .default(''),
    instructions: localized(1000),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'online' && !v.provider) ctx.addIssue({ code: 'custom', path: ['provider'], message: 'required' });
    if (v.kind === 'bank_transfer') {
      for (const key of ['bankName', 'accountName', 'accountNumber'] as const) {
        if (!v[key])
          ctx.addIssue({
            code: 'too_small',
            origin: 'string',
            minimum: 1,
            inclusive: true,
            input: v[key],
            path: [key],
            message: 'required',
          });
      }
    }
  });
export type TDepositMethodInput = z.input<typeof ZDepositMethodInput>;

/** Audit actions of the cashier's deposit work (the audit page offers and translates them). */
export const depositAuditActions = [
  'deposit.approve',
  'deposit.reject',
  'deposit.check',
  'deposit_method.create',
  'deposit_method.update',
] as const;

// ---------------------------------------------------------------------------------------------- routes

export const depositRoutes = {
  methods: route({
    method: 'GET',
    path: '/wps/cashier/deposit/methods',
    access: 'realMember',
    tag: 'deposit',
    summary: "The brand's enabled deposit methods with their limits, receiving accounts and instructions.",
    response: ZDepositMethods,
  }),
  bankTransfer: route({
    method: 'POST',
    path: '/wps/cashier/deposit/bank-transfer',
    access: 'realMember',
    tag: 'deposit',
    summary:
      'Ask the cashier to credit a bank transfer: amount within the method limits (amount_below_minimum, amount_above_maximum), reference and receipt image. Waits as pending.',
    body: ZBankTransferDepositInput,
    response: ZDeposit,
  }),
  online: route({
    method: 'POST',
    path: '/wps/cashier/deposit/online',
    access: 'realMember',
    tag: 'deposit',
    summary:
      "Start an online payment: answers the gateway's page to send the browser to. Credited when the gateway's signed callback confirms it.",
    body: ZOnlineDepositInput,
    response: ZOnlineDepositStarted,
  }),
  recent: route({
    method: 'GET',
    path: '/wps/cashier/deposit/records',
    access: 'realMember',
    tag: 'deposit',
    summary: "The member's latest deposits (at most 10), newest first.",
    response: ZRecentDeposits,
  }),
  one: route({
    method: 'GET',
    path: '/wps/cashier/deposit/records/:id',
    access: 'realMember',
    tag: 'deposit',
    summary:
      "One of the member's deposits. An online one still waiting is checked with the gateway first, so the return page shows the outcome.",
    params: ZIdParam,
    response: ZDeposit,
  }),

  adminQueue: route({
    method: 'GET',
    path: '/admin/api/cashier/deposits',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Deposits, newest first, filtered by state, kind, member and days (brand time zone).',
    query: ZAdminDepositQuery,
    response: ZAdminDepositPage,
  }),
  adminApprove: route({
    method: 'POST',
    path: '/admin/api/cashier/deposits/:id/approve',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Credit a pending bank transfer to the member (once: approving again changes nothing).',
    params: ZIdParam,
    body: ZApproveDeposit,
    response: ZAdminDeposit,
  }),
  adminReject: route({
    method: 'POST',
    path: '/admin/api/cashier/deposits/:id/reject',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Reject a pending bank transfer with a reason the member sees.',
    params: ZIdParam,
    body: ZRejectDeposit,
    response: ZAdminDeposit,
  }),
  adminCheck: route({
    method: 'POST',
    path: '/admin/api/cashier/deposits/:id/check',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Ask the gateway about an online deposit still waiting, and credit it if the gateway says paid.',
    params: ZIdParam,
    response: ZAdminDeposit,
  }),
  adminMethods: route({
    method: 'GET',
    path: '/admin/api/cashier/deposit-methods',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: "The brand's deposit methods, enabled or not, and the gateways available for online methods.",
    response: ZAdminDepositMethods,
  }),
  adminCreateMethod: route({
    method: 'POST',
    path: '/admin/api/cashier/deposit-methods',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Add a deposit method (a receiving bank account, or an online gateway this server knows).',
    body: ZDepositMethodInput,
    response: ZAdminDepositMethod,
  }),
  adminUpdateMethod: route({
    method: 'PUT',
    path: '/admin/api/cashier/deposit-methods/:id',
    access: 'cashier',
    tag: 'admin-cashier',
    summary: 'Change a deposit method: names, limits, receiving account, instructions, order, on or off.',
    params: ZIdParam,
    body: ZDepositMethodInput,
    response: ZAdminDepositMethod,
  }),
} as const;
