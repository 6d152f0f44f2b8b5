import type { Db } from '../../db/connection';

/** The member's conversation (or the visitor's, by key hash) a caller chats in: one side of a chat. */
export type ChatParty = { memberId: bigint; visitorHash?: undefined } | { memberId?: undefined; visitorHash: string };

/**
 * Staff replies the party has not read: operator and system messages after their read position, in their
 * conversations not yet closed and the last closed one (a reply just before closing still counts).
 */
export async function unreadChatReplies(db: Db, merchantId: number, party: ChatParty): Promise<number> {
  let conversations = db
    .selectFrom('support_conversations')
    .select(['id', 'player_read_up_to'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(2);
  conversations =
    party.memberId !== undefined
      ? conversations.where('member_id', '=', party.memberId)
      : conversations.where('visitor_hash', '=', party.visitorHash);
  const rows = await conversations.execute();
  let count = 0;
  for (const row of rows) {
    const found = await db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', row.id)
      .where('author', 'in', ['operator', 'system'])
      .where('id', '>', row.player_read_up_to)
      .executeTakeFirst();
    count += Number(found?.n ?? 0);
  }
  return count;
}
