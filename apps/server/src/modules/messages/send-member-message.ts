import type { Transaction } from 'kysely';
import type { Database, MemberMessageKind, MemberMessageParams } from '../../db/schema';
import { publishMemberEvent } from '../../platform/realtime';

export interface MemberMessageInput {
  merchantId: number;
  memberId: bigint;
  kind: MemberMessageKind;
  /**
   * What the text needs, never the text itself (it is rendered in the member's language): `amount` as a
   * major-unit decimal string (signed for an adjustment), `currency`, and ids such as `depositId`,
   * `withdrawalId`, `adjustmentId`; `reason` for a rejection when there is one.
   */
  params: MemberMessageParams;
}

/**
 * Sends a member a platform message inside the caller's transaction, and tells their open pages: the
 * message and its live event commit (or vanish) with the change they report.
 */
export async function sendMemberMessage(trx: Transaction<Database>, input: MemberMessageInput): Promise<bigint> {
  const row = await trx
    .insertInto('member_messages')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      kind: input.kind,
      params: JSON.stringify(input.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishMemberEvent(trx, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    type: 'message',
    messageId: `${row.id}`,
    kind: input.kind,
  });
  return row.id;
}
