import { text, ZDay, ZTimestamp } from './common';
import { ZAmountInput, ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Agents' contracts: an upline offers one of its direct downline agents a dividend, daily
 * wage, hourly wage or real-time wage contract; the downline signs or refuses it; either side terminates a
 * signed one. A contract is tiers: conditions a period must reach (valid bets, team loss, active members) and
 * the rate paid when it does. A downline's rate never exceeds its upline's own contract of that kind; signing
 * a lower rate cancels the contracts below it that exceed the new rate (ADR 036).
 */
export const contractKinds = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_wage'] as const;
export type TContractKind = (typeof contractKinds)[number];

/** A dividend settles per period; wages by their kind (the day, the hour, every 5 minutes). */
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const contractPeriods = [...dividendPeriods, 'hourly', 'realtime'] as const;
export type TContractPeriod = (typeof contractPeriods)[number];

export const contractStatuses = ['offered', 'signed', 'refused', 'terminated', 'cancelled', 'superseded'] as const;
export type TContractStatus = (typeof contractStatuses)[number];

/** A rate in percent with at most two decimals, 0.01 to 100 ("0.8" is 0.80%). */
export const ZContractRate = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/);

export const ZContractTierInput = z.object({
  /** Valid bets the period must reach (major units), when the tier asks for it. */
  minValidBet: ZAmountInput.optional(),
  /** The team's loss for the period (the house's win) it must reach: dividends. */
  minTeamLoss: ZAmountInput.optional(),
  /** Members of the team with a valid bet in the period. */
  minActive: z.number().int().min(0).max(1_000_000).optional(),
  rate: ZContractRate,
});
export type TContractTierInput = z.infer<typeof ZContractTierInput>;

export const ZContractTier = z.object({
  minValidBet: ZMoney.nullable(),
  minTeamLoss: ZMoney.nullable(),
  minActive: z.number().int().nullable(),
  rate: z.string(),
});

export const ZContract = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  period: z.enum(contractPeriods),
  status: z.enum(contractStatuses),
  upline: z.string(),
  downline: z.string(),
  tiers: z.array(ZContractTier),
  /** The highest rate of its tiers: what the rule between upline and downline compares. */
  topRate: z.string(),
  offeredAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
  endedAt: ZTimestamp.nullable(),
  /** Why it ended: terminated_by_upline, terminated_by_downline, upline_rate_lowered, replaced. */
  endReason: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

const ZContractId = z.object({ contractId: z.string().regex(/^\d{1,18}$/) });

export const ZContractAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({
    action: z.literal('offer'),
    downline: text(64),
    /** Dividends only: the period (wages take theirs from their kind). */
    period: z.enum(dividendPeriods).optional(),
    tiers: z.array(ZContractTierInput).min(1).max(10),
  }),
  ZContractId.extend({ action: z.literal('sign') }),
  ZContractId.extend({ action: z.literal('refuse') }),
  ZContractId.extend({ action: z.literal('terminate') }),
]);
export type TContractAction = z.input<typeof ZContractAction>;

export const ZContractsOfKind = z.object({
  kind: z.enum(contractKinds),
  /** My signed contract with my upline, and an offer from it waiting for my answer. */
  mine: ZContract.nullable(),
  offeredToMe: ZContract.nullable(),
  /** Live contracts (offered or signed) I have with my direct downlines. */
  downlines: z.array(ZContract),
});
export type TContractsOfKind = z.infer<typeof ZContractsOfKind>;

export const ZContractReply = z.object({ contract: ZContract.nullable(), contracts: ZContractsOfKind });
export type TContractReply = z.infer<typeof ZContractReply>;

/**
 * The consolidated contract info and the agent centre's three extra menu items: `*req` an offer
 * waits for my answer, `*info` I hold a signed contract of that kind.
 */
export const ZContractInfo = z.object({
  enableCt: z.boolean(),
  salary: z.boolean(),
  hourSalary: z.boolean(),
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  divtypeinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  contractmrdailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  realtimesalinfotype: z.boolean(),
});
export type TContractInfo = z.infer<typeof ZContractInfo>;

/** My income (revenue report): the contract payouts the agent received and paid in the days. */
export const ZIncomeQuery = z.object({
  from: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZDay.optional()),
  to: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZDay.optional()),
});

export const ZIncomeRow = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  /** in: paid to me by my upline; out: paid by me to a downline. */
  direction: z.enum(['in', 'out']),
  /** The other party's account. */
  counterpart: z.string(),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  /** What the period reached (team sales) and the rate it paid at. */
  base: ZMoney,
  rate: z.string(),
  amount: ZMoney,
  /** paid, or unpaid: waiting for the upline's money. */
  status: z.enum(['paid', 'unpaid']),
});

export const ZIncomeReport = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  earliest: z.string(),
  rows: z.array(ZIncomeRow),
  received: ZMoney,
  paid: ZMoney,
  /** Received less paid. */
  net: ZMoney,
  /** Owed to me, not paid yet. */
  owedToMe: ZMoney,
  /** Owed by me, not paid yet. */
  owedByMe: ZMoney,
});
export type TIncomeReport = z.infer<typeof ZIncomeReport>;

/** A dividend payout's state: paid by the upline, waiting for its money, nothing due, paid by force. */
export const payoutStatuses = ['paid', 'unpaid', 'nothing', 'forced'] as const;

export const ZDividendRecordsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZDividendRecord = z.object({
  id: z.string(),
  /** in: my upline owes or paid me; out: I owe or paid my downline. */
  direction: z.enum(['in', 'out']),
  counterpart: z.string(),
  period: z.enum(contractPeriods),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  /** The team's valid bets and its loss to the house (negative when the team won), active members. */
  validBet: ZMoney,
  base: ZMoney,
  active: z.number().int(),
  /** 1 for the first tier; null when no tier was reached. */
  tier: z.number().int().nullable(),
  rate: z.string(),
  amount: ZMoney,
  status: z.enum(payoutStatuses),
  /** When the upline's grace ends (the system pays by force and freezes it after). */
  dueAt: ZTimestamp.nullable(),
  paidAt: ZTimestamp.nullable(),
  /** Forced: the part the upline's wallet could not cover, advanced by the house and owed by the upline. */
  shortfall: ZMoney,
});
export type TDividendRecord = z.infer<typeof ZDividendRecord>;

export const ZDividendRecords = z.object({
  currency: z.string(),
  items: z.array(ZDividendRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDividendRecords = z.infer<typeof ZDividendRecords>;

const contractRoute = (path: string, kind: TContractKind) =>
  route({
    method: 'POST',
    path,
    access: 'agent',
    tag: 'agent contracts',
    summary: `The agent's ${kind.replace('_', ' ')} contracts: list, offer to a direct downline agent, sign, refuse or terminate.`,
    body: ZContractAction,
    response: ZContractReply,
  });

export const agentContractRoutes = {
  dividend: contractRoute('/wps/relay/MCS2_processDividendReq', 'dividend'),
  dailyWage: contractRoute('/wps/relay/MCS2_processDailySalContract', 'daily_wage'),
  hourlyWage: contractRoute('/wps/relay/MCS2_processContractHourSalary', 'hourly_wage'),
  realtimeWage: contractRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'realtime_wage'),
  income: route({
    method: 'GET',
    path: '/wps/agent/income',
    access: 'agent',
    tag: 'agent contracts',
    summary:
      'My income: the contract payouts the agent received from its upline and paid to its downlines for periods ending in the days, with totals and what is still owed.',
    query: ZIncomeQuery,
    response: ZIncomeReport,
  }),
  dividendRecords: route({
    method: 'GET',
    path: '/wps/agent/dividends',
    access: 'agent',
    tag: 'agent contracts',
    summary:
      "The agent's dividend payouts, as upline and as downline, newest period first: the team's result, the tier, rate, amount and whether it was paid, waits or was forced.",
    query: ZDividendRecordsQuery,
    response: ZDividendRecords,
  }),
  info: route({
    method: 'GET',
    path: '/wps/agent/contracts/info',
    access: 'agent',
    tag: 'agent contracts',
    summary:
      "The consolidated contract info: which contract kinds the agent holds or is offered (the agent centre's extra menu items).",
    response: ZContractInfo,
  }),
} as const;
