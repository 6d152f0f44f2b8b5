import { trimmed, ZDay, ZPage, ZPageQuery, ZTimestamp } from './common';
import { ZMoney } from './money';
import { ZTransactionHistory, ZTransactionHistoryQuery } from './records';
import { route } from './route';
import { z } from './zod';

/**
 * The agent centre's team (ADR 033): an agent (member types 1, 2, 41, 42)
 * sees and serves the members below them to any depth, and nobody else. Every call here answers only
 * agents (`not_agent` for anyone else) and only about the caller's own downline: an account outside it,
 * of this brand or another, is `team_member_unknown`, exactly as one that does not exist.
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** What an account is in a team: an ordinary member, or an agent who may have a team of their own. */
export const teamAccountKinds = ['member', 'agent'] as const;
export const ZTeamAccountKind = z.enum(teamAccountKinds);
export type TTeamAccountKind = z.infer<typeof ZTeamAccountKind>;

export const teamMemberStatuses = ['active', 'locked', 'frozen'] as const;
export const ZTeamMemberStatus = z.enum(teamMemberStatuses);

/** An account name as typed in a filter or a path: letters, digits and the few marks usernames allow. */
export const ZAccountName = z.string().trim().min(1).max(64);

// ---------------------------------------------------------------------------------------------- overview

/** The most days one overview or list filter may cover (ADR 033). */
export const TEAM_RANGE_MAX_DAYS = 93;

export const ZTeamOverviewQuery = z.object({
  /** First and last day, both included, in the brand's zone; today when left out. */
  from: optional(ZDay),
  to: optional(ZDay),
});
export type TTeamOverviewQuery = z.input<typeof ZTeamOverviewQuery>;

/**
 * One group's figures for the period; money in major units. Headcount is everyone in the group now, new
 * members those registered in the period, active members those with a valid bet settled in it. Profit
 * and loss is the members' own: wins − valid bets (negative when they lost).
 */
export const ZTeamFigures = z.object({
  headcount: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: ZMoney,
  withdrawals: ZMoney,
  validBets: ZMoney,
  wins: ZMoney,
  profitLoss: ZMoney,
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamOverview = z.object({
  currency: z.string(),
  exponent: z.number().int(),
  from: ZDay,
  to: ZDay,
  /** Everyone below the agent; money figures include the agent's own play and cash. */
  team: ZTeamFigures,
  /** Each direct downline with everyone below them. */
  branches: z.array(ZTeamFigures.extend({ account: z.string(), kind: ZTeamAccountKind })),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

// ---------------------------------------------------------------------------------------------- downline

export const ZTeamMemberQuery = ZPageQuery.extend({
  /** Part of an account name (case ignored). */
  account: optional(trimmed(64)),
  kind: optional(ZTeamAccountKind),
  /** 1 for the direct downline, 2 for theirs, and so on; every level when left out. */
  level: optional(z.coerce.number().int().min(1).max(200)),
  /** Registered on or after / on or before these days (brand's zone). */
  from: optional(ZDay),
  to: optional(ZDay),
  status: optional(ZTeamMemberStatus),
});
export type TTeamMemberQuery = z.input<typeof ZTeamMemberQuery>;

export const ZTeamMember = z.object({
  account: z.string(),
  nickname: z.string(),
  kind: ZTeamAccountKind,
  type: z.number().int(),
  /** Levels below the caller: 1 is their direct downline. */
  level: z.number().int(),
  upline: z.string(),
  status: ZTeamMemberStatus,
  balance: ZMoney,
  /** Everyone below this account. */
  teamSize: z.number().int(),
  registeredAt: ZTimestamp,
  lastLoginAt: ZTimestamp.nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamMemberPage = ZPage(ZTeamMember).extend({ currency: z.string(), exponent: z.number().int() });
export type TTeamMemberPage = z.infer<typeof ZTeamMemberPage>;

export const ZTeamAccountParam = z.object({ account: ZAccountName });

export const ZTeamMemberDetail = ZTeamMember.extend({
  currency: z.string(),
  exponent: z.number().int(),
  directDownline: z.number().int(),
  /** The chain from the caller down to this account's upline (the caller first). */
  path: z.array(z.string()),
});
export type TTeamMemberDetail = z.infer<typeof ZTeamMemberDetail>;

// ---------------------------------------------------------------------------------------------- register centre

export const ZOpenAccountRequest = z.object({
  kind: ZTeamAccountKind,
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  nickname: optional(trimmed(64)),
});
export type TOpenAccountRequest = z.input<typeof ZOpenAccountRequest>;

export const ZOpenAccountResult = z.object({ account: z.string(), kind: ZTeamAccountKind });
export type TOpenAccountResult = z.infer<typeof ZOpenAccountResult>;

/** The agent's invitation: the affiliate code of registration and the link that carries it. */
export const ZInvitation = z.object({
  code: z.string().nullable(),
  /** The registration page with the code filled in, on the host the agent is using. */
  link: z.string().nullable(),
  /** Members who registered under the agent by the code or the link. */
  registrations: z.number().int(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

// ---------------------------------------------------------------------------------------------- routes

/** Downline transaction details: the team's wallet movements, or one account's. */
export const ZTeamTransactionsQuery = ZTransactionHistoryQuery.extend({
  account: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().min(1).max(64).optional()),
});
export type TTeamTransactionsQuery = z.input<typeof ZTeamTransactionsQuery>;

export const teamRoutes = {
  transactions: route({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    access: 'agent',
    tag: 'agent',
    summary:
      'Downline transaction details: the wallet movements of everyone below the agent (or of one account of the team), by type and days, each with its account.',
    query: ZTeamTransactionsQuery,
    response: ZTransactionHistory,
  }),
  overview: route({
    method: 'GET',
    path: '/wps/agent/team/overview',
    access: 'agent',
    tag: 'agent',
    summary:
      'Team overview for a period: headcount, new and active members, deposits, withdrawals, valid bets, wins and profit and loss, for the whole team, the agent, and each direct downline.',
    query: ZTeamOverviewQuery,
    response: ZTeamOverview,
  }),
  members: route({
    method: 'GET',
    path: '/wps/agent/team/members',
    access: 'agent',
    tag: 'agent',
    summary: "The agent's downline at any depth, filtered by account, kind, level, registration day and status; paged.",
    query: ZTeamMemberQuery,
    response: ZTeamMemberPage,
  }),
  member: route({
    method: 'GET',
    path: '/wps/agent/team/members/:account',
    access: 'agent',
    tag: 'agent',
    summary: 'One account of the downline (team_member_unknown for anyone outside it).',
    params: ZTeamAccountParam,
    response: ZTeamMemberDetail,
  }),
  openAccount: route({
    method: 'PUT',
    path: '/wps/agent/team/accounts',
    access: 'agent',
    tag: 'agent',
    summary: 'Open a member or agent account directly under the agent (register centre).',
    body: ZOpenAccountRequest,
    response: ZOpenAccountResult,
  }),
  invitation: route({
    method: 'GET',
    path: '/wps/agent/invitation',
    access: 'agent',
    tag: 'agent',
    summary: "The agent's invitation code and link.",
    response: ZInvitation,
  }),
  newInvitation: route({
    method: 'POST',
    path: '/wps/agent/invitation',
    access: 'agent',
    tag: 'agent',
    summary: 'Give the agent a new invitation code; the old one stops placing registrations.',
    response: ZInvitation,
  }),
};
