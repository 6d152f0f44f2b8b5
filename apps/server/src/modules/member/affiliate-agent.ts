import type { Actor } from '../../platform/actor';
import { AGENT_TYPES } from '../../platform/auth';
import type { Deps } from '../../platform/context';

export interface AffiliateAgent {
  id: bigint;
  username: string;
  ancestorPath: string;
}

/**
 * The agent of the caller's brand whose invitation (affiliate) code this is. Only agents (types 1, 2,
 * 41, 42) recruit, and a locked agent brings in no one.
 */
export async function affiliateAgent(deps: Deps, actor: Actor, code: string): Promise<AffiliateAgent | null> {
  const wanted = code.trim();
  if (wanted === '') return null;
  const row = await deps.db
    .selectFrom('members')
    .select(['id', 'username', 'ancestor_path'])
    .where('merchant_id', '=', actor.merchant.id)
    .where('affiliate_code', '=', wanted)
    .where('type', 'in', [...AGENT_TYPES])
    .where('status', '!=', 'locked')
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, ancestorPath: row.ancestor_path } : null;
}
