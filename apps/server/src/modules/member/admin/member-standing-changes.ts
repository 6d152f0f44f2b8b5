import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { NEW_AGENT_TYPE } from '../open-team-account';

/** Sets a member's labels (ADR 066); answers the labels they had. */
export async function setMemberLabels(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
  labels: string[],
): Promise<string[]> {
  const before = await trx
    .selectFrom('members')
    .select('labels')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw new AppError('not_found');
  await trx
    .updateTable('members')
    .set({ labels })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
  return before.labels;
}

/**
 * Makes a player (type 0) an agent (the first agent type, as an agent's new agent account is, ADR 033): the agent
 * centre opens to them and their place in the team tree stays. Anyone else is refused (member_not_player), in the
 * guarded UPDATE itself, so two clicks make one change.
 */
export async function makeMemberAgent(trx: Transaction<Database>, merchantId: number, memberId: bigint): Promise<void> {
  const made = await trx
    .updateTable('members')
    .set({ type: NEW_AGENT_TYPE })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('type', '=', 0)
    .returning('id')
    .executeTakeFirst();
  if (made) return;
  const exists = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  throw new AppError(exists ? 'member_not_player' : 'not_found');
}
