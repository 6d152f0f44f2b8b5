import { ZContract } from './agent-contracts';
import { trimmed, ZDay, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * The agents' back office (issue 12; ADR 039): the tree of any agent, contracts with their history, what the
 * settlement jobs recorded and paid, and the accounts frozen for a dividend left unpaid. Every call reads or
 * changes the operator's own brand only. The tree is any staff's (customer service looks members up); the
 * money side (contracts, payouts, frozen accounts and lifting a freeze) is the admin role's.
 */

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
/**
 * A payout's kind or state as a code. Open on purpose: the settlement jobs add kinds and states (dividends,
 * forced payment) and the back office lists them without a change here; it translates the ones it knows.
 */
const ZCode = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/);

export const agentsAdminAuditActions = [
  'member.unfreeze',
  'contract.freeze',
  'team.account_opened',
  'team.invitation_code',
] as const;

export const ZAgentIdParam = z.object({ id: ZId });

// ---------------------------------------------------------------------------------------------- tree

export const ZAgentNode = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  /** The numeric user type; `kind` says whether it runs a team (1, 2, 41, 42). */
  type: z.number().int(),
  kind: z.enum(['member', 'agent']),
  status: z.enum(['active', 'locked', 'frozen']),
  balance: ZMoney,
  /** Accounts directly under it, and everyone under it at any depth. */
  directCount: z.number().int(),
  teamSize: z.number().int(),
  registeredAt: ZTimestamp,
});
export type TAgentNode = z.infer<typeof ZAgentNode>;

export const ZAgentTreeQuery = z.object({ account: line(64).min(1) });
export type TAgentTreeQuery = z.input<typeof ZAgentTreeQuery>;

export const ZAgentTree = z.object({
  currency: z.string(),
  account: ZAgentNode,
  /** Its uplines, the top of the tree first, its direct upline last. */
  uplines: z.array(ZAgentNode),
});
export type TAgentTree = z.infer<typeof ZAgentTree>;

export const ZDownlineQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TDownlineQuery = z.input<typeof ZDownlineQuery>;

export const ZDownlinePage = ZPage(ZAgentNode).extend({ currency: z.string() });
export type TDownlinePage = z.infer<typeof ZDownlinePage>;

// ---------------------------------------------------------------------------------------------- contracts

export const ZAdminContractsQuery = ZPageQuery.extend({
  kind: optionalFilter(ZCode),
  status: optionalFilter(ZCode),
  /** Exact accounts (any case) of either party. */
  upline: optionalFilter(line(64)),
  downline: optionalFilter(line(64)),
  /** Days it was offered on, in the brand's zone. */
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TAdminContractsQuery = z.input<typeof ZAdminContractsQuery>;

export const ZAdminContractPage = ZPage(ZContract);
export type TAdminContractPage = z.infer<typeof ZAdminContractPage>;

export const contractEvents = ['offered', 'signed', 'refused', 'terminated', 'cancelled', 'superseded'] as const;

/** One step of a contract's life, read from the times the contract row keeps (ADR 039). */
export const ZContractEvent = z.object({
  event: z.enum(contractEvents),
  at: ZTimestamp,
  /** Who took the step: a party, or the system (a cancellation down the tree, a replacement). */
  by: z.enum(['upline', 'downline', 'system']),
  /** The account that took it; '' for the system. */
  account: z.string(),
  /** terminated_by_upline, terminated_by_downline, upline_rate_lowered, replaced; null otherwise. */
  reason: z.string().nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

// ---------------------------------------------------------------------------------------------- payouts

export const ZAdminPayout = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: z.string(),
  /** The contract's period: daily, weekly, semimonthly, monthly, hourly, realtime. */
  period: z.string(),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  upline: z.string(),
  downline: z.string(),
  /** What the period reached: a wage's team sales, a dividend's team loss. */
  base: ZMoney,
  active: z.number().int(),
  /** The tier reached (1 is the lowest); null when none was. */
  tier: z.number().int().nullable(),
  rate: z.string(),
  amount: ZMoney,
  /** unpaid, paid, nothing, and whatever state the jobs add (forced). */
  status: z.string(),
  /** The ledger entry that moved it, once it moved. */
  entryId: z.string().nullable(),
  recordedAt: ZTimestamp,
  paidAt: ZTimestamp.nullable(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

export const ZContractDetail = z.object({
  currency: z.string(),
  contract: ZContract,
  /** Oldest first. */
  history: z.array(ZContractEvent),
  /** Its newest payouts (at most 50); the payouts page lists them all. */
  payouts: z.array(ZAdminPayout),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

export const ZAdminPayoutsQuery = ZPageQuery.extend({
  kind: optionalFilter(ZCode),
  status: optionalFilter(ZCode),
  contractId: optionalFilter(ZId),
  upline: optionalFilter(line(64)),
  downline: optionalFilter(line(64)),
  /** Days the period ended on, in the brand's zone. */
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TAdminPayoutsQuery = z.input<typeof ZAdminPayoutsQuery>;

/** How many payouts of a state, and their amount. */
export const ZStatusTotal = z.object({ status: z.string(), count: z.number().int(), amount: ZMoney });
export type TStatusTotal = z.infer<typeof ZStatusTotal>;

export const ZAdminPayoutPage = ZPage(ZAdminPayout).extend({
  currency: z.string(),
  /** Over every payout the filters match, not only this page's. */
  totals: z.object({ count: z.number().int(), amount: ZMoney, byStatus: z.array(ZStatusTotal) }),
});
export type TAdminPayoutPage = z.infer<typeof ZAdminPayoutPage>;

export const ZPayoutRunsQuery = ZPageQuery.extend({
  kind: optionalFilter(ZCode),
  from: optionalFilter(ZDay),
  to: optionalFilter(ZDay),
});
export type TPayoutRunsQuery = z.input<typeof ZPayoutRunsQuery>;

/** The job keeps no run log: a "run" is one kind's period, everything recorded for it (ADR 039). */
export const ZPayoutRun = z.object({
  kind: z.string(),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  /** When the job first recorded the period, and when it last paid one of its payouts. */
  recordedAt: ZTimestamp,
  lastPaidAt: ZTimestamp.nullable(),
  count: z.number().int(),
  amount: ZMoney,
  byStatus: z.array(ZStatusTotal),
});
export type TPayoutRun = z.infer<typeof ZPayoutRun>;

export const ZPayoutRunPage = ZPage(ZPayoutRun).extend({ currency: z.string() });
export type TPayoutRunPage = z.infer<typeof ZPayoutRunPage>;

// ---------------------------------------------------------------------------------------------- frozen

export const ZFrozenQuery = ZPageQuery.extend({ account: optionalFilter(line(64)) });
export type TFrozenQuery = z.input<typeof ZFrozenQuery>;

export const ZFrozenMember = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  balance: ZMoney,
  /** From the audit row of the freeze, when one names the member; null when none does. */
  since: ZTimestamp.nullable(),
  reason: z.string().nullable(),
  /** Its payouts as the upline in any state but paid or nothing (what it owes, what was forced). */
  owed: z.array(ZStatusTotal),
  /** What the house advanced on its forced dividends and has not yet taken back from its wallet (ADR 038). */
  advanceOwed: ZMoney,
});
export type TFrozenMember = z.infer<typeof ZFrozenMember>;

export const ZFrozenPage = ZPage(ZFrozenMember).extend({ currency: z.string() });
export type TFrozenPage = z.infer<typeof ZFrozenPage>;

export const ZUnfreezeInput = z.object({ reason: line(500).min(1) });
export type TUnfreezeInput = z.input<typeof ZUnfreezeInput>;

export const ZUnfrozen = z.object({
  id: z.string(),
  account: z.string(),
  status: z.enum(['active', 'locked', 'frozen']),
});

// ---------------------------------------------------------------------------------------------- routes

export const teamAdminRoutes = {
  tree: route({
    method: 'GET',
    path: '/admin/api/agents/tree',
    access: 'memberLookup',
    tag: 'admin',
    summary:
      "One account of the brand by its exact account (any case) with its chain of uplines (agent_account_unknown for none, or another brand's).",
    query: ZAgentTreeQuery,
    response: ZAgentTree,
  }),
  downline: route({
    method: 'GET',
    path: '/admin/api/agents/:id/downline',
    access: 'memberLookup',
    tag: 'admin',
    summary:
      'The accounts directly under one (one level: the page opens the next level when asked), agents first, with their counts, team size, status and balance.',
    params: ZAgentIdParam,
    query: ZDownlineQuery,
    response: ZDownlinePage,
  }),
  contracts: route({
    method: 'GET',
    path: '/admin/api/agent-contracts',
    access: 'cashier',
    tag: 'admin',
    summary: "The brand's agents' contracts by kind, state, either party and days offered, newest first.",
    query: ZAdminContractsQuery,
    response: ZAdminContractPage,
  }),
  contract: route({
    method: 'GET',
    path: '/admin/api/agent-contracts/:id',
    access: 'cashier',
    tag: 'admin',
    summary: 'One contract with its history (offer, signature, refusal, end and why) and its newest payouts.',
    params: ZAgentIdParam,
    response: ZContractDetail,
  }),
  payouts: route({
    method: 'GET',
    path: '/admin/api/agent-payouts',
    access: 'cashier',
    tag: 'admin',
    summary:
      'What the settlement jobs recorded for each contract and period, by kind, state, party, contract and days the period ended, with totals and the ledger entry of each one paid.',
    query: ZAdminPayoutsQuery,
    response: ZAdminPayoutPage,
  }),
  payoutRuns: route({
    method: 'GET',
    path: '/admin/api/agent-payouts/runs',
    access: 'cashier',
    tag: 'admin',
    summary: "The settlement runs' results: each kind's periods, newest first, with their payouts counted by state.",
    query: ZPayoutRunsQuery,
    response: ZPayoutRunPage,
  }),
  frozen: route({
    method: 'GET',
    path: '/admin/api/frozen-members',
    access: 'risk',
    tag: 'admin',
    summary: "The brand's frozen accounts with since when and why (when the freeze was audited) and what they owe.",
    query: ZFrozenQuery,
    response: ZFrozenPage,
  }),
  unfreeze: route({
    method: 'POST',
    path: '/admin/api/frozen-members/:id/unfreeze',
    access: 'risk',
    tag: 'admin',
    summary:
      'Lifts a freeze with a reason (audited as member.unfreeze). Only a frozen account: member_not_frozen otherwise, changing nothing.',
    params: ZAgentIdParam,
    body: ZUnfreezeInput,
    response: ZUnfrozen,
  }),
} as const;
