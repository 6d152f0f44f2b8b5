import type { TTeamAccountKind } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import { AGENT_TYPES } from '../../platform/auth';
import { memberAccounts } from '../member';

/** An account's place in a team: an agent (types 1, 2, 41, 42) or an ordinary member. */
export function kindOf(type: number): TTeamAccountKind {
  return AGENT_TYPES.includes(type) ? 'agent' : 'member';
}

export interface DownlineAccount {
  id: bigint;
  username: string;
  /** Levels below the agent: 1 is the direct downline. */
  level: number;
}

/**
 * A member of the agent's downline by account name, or team_member_unknown. Anyone else — the agent
 * themself, their upline, a member of another team or of another brand, or no one — gets the same answer,
 * so the call tells nothing about accounts outside the team.
 */
export async function downlineAccount(
  db: Db,
  merchantId: number,
  agentId: bigint,
  account: string,
): Promise<DownlineAccount> {
  const row = await db
    .selectFrom('team_links as l')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'l.descendant_id')
    .select(['m.id', 'm.username', 'l.depth'])
    .where('l.merchant_id', '=', merchantId)
    .where('l.ancestor_id', '=', agentId)
    .where('l.depth', '>=', 1)
    .where((eb) => eb(eb.fn('lower', ['m.username']), '=', account.trim().toLowerCase()))
    .executeTakeFirst();
  if (!row) throw new AppError('team_member_unknown');
  return { id: row.id, username: row.username, level: row.depth };
}

/**
 * The account, by its exact name, when it is an agent placed directly under `agentId` in this brand; else
 * null. What an agent may offer a contract to (contracts go one level down, to agents).
 */
export async function directAgentDownline(
  db: Db,
  merchantId: number,
  agentId: bigint,
  username: string,
): Promise<bigint | null> {
  const row = await db
    .selectFrom(memberAccounts(db, merchantId).as('m'))
    .select('m.id')
    .where('m.username', '=', username)
    .where('m.upline_id', '=', agentId)
    .where('m.type', 'in', [...AGENT_TYPES])
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The account's direct upline in this brand when that upline is an agent; else null (the top of a tree). */
export async function agentUplineOf(db: Db, merchantId: number, memberId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom(memberAccounts(db, merchantId).as('me'))
    .innerJoin(memberAccounts(db, merchantId).as('up'), 'up.id', 'me.upline_id')
    .select('up.id')
    .where('me.id', '=', memberId)
    .where('up.type', 'in', [...AGENT_TYPES])
    .executeTakeFirst();
  return row?.id ?? null;
}
