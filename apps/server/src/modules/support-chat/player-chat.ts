import type {
  TSupportChatConversation,
  TSupportChatHistory,
  TSupportChatMessage,
  TSupportChatStatus,
} from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { publishChatEvent } from '../../platform/realtime';
import { takeAllowance } from '../../platform/throttle';
import { memberUpload } from '../../platform/uploads';
import { memberStanding } from '../member';
import { vipServiceFor } from '../vip';
import { outsideChatOf } from './chat-settings';
import {
  type ChatActor,
  type ConversationRow,
  conversationById,
  insertMessage,
  latestConversation,
  messagePage,
  staffOnlineCount,
} from './chat-view';
import { unreadChatReplies } from './unread';

/**
 * What one caller may send (ADR 065): a member 30 messages a minute; a visitor 20 a minute by key and, whatever
 * keys they make, 60 a minute and 10 new conversations an hour by address. Counted in the database, so it holds
 * across processes.
 */
const PER_MINUTE = 60_000;
const limits = { member: 30, visitorKey: 20, visitorAddress: 60, visitorOpensHourly: 10 };

async function allow(deps: Deps, actor: ChatActor, scope: string, key: string, limit: number, windowMs: number) {
  const taken = await takeAllowance(
    deps.db,
    { merchantId: actor.merchant.id, scope, key },
    limit,
    windowMs,
    deps.now(),
  );
  if (!taken.allowed) throw new AppError('support_chat_busy');
}

async function throttleSend(deps: Deps, actor: ChatActor): Promise<void> {
  const { party } = actor;
  if (party.memberId !== undefined) {
    await allow(deps, actor, 'support_chat:member', `${party.memberId}`, limits.member, PER_MINUTE);
    return;
  }
  await allow(deps, actor, 'support_chat:visitor', party.visitorHash, limits.visitorKey, PER_MINUTE);
  await allow(deps, actor, 'support_chat:address', actor.ip, limits.visitorAddress, PER_MINUTE);
}

export async function chatStatus(deps: Deps, actor: { merchant: ChatActor['merchant'] }): Promise<TSupportChatStatus> {
  return {
    staffOnline: (await staffOnlineCount(deps.db, actor.merchant.id, deps.now())) > 0,
    outsideUrl: outsideChatOf(actor.merchant.settings),
  };
}

/** A member whose level has the brand's VIP customer-service line goes to the VIP queue (ADR 060, 065). */
async function queueOf(db: Db, merchantId: number, actor: ChatActor): Promise<'general' | 'vip'> {
  if (actor.party.memberId === undefined) return 'general';
  const { vipLevel } = await memberStanding(db, merchantId, actor.party.memberId);
  return (await vipServiceFor(db, merchantId, vipLevel)) ? 'vip' : 'general';
}

async function liveConversation(deps: Deps, actor: ChatActor): Promise<ConversationRow | undefined> {
  const latest = await latestConversation(deps.db, actor.merchant.id, actor.party);
  return latest && latest.state !== 'closed' ? latest : undefined;
}

/** The caller's conversation not yet closed, opened now when there is none (one per caller, by a unique index). */
async function ensureConversation(deps: Deps, actor: ChatActor): Promise<ConversationRow> {
  const live = await liveConversation(deps, actor);
  if (live) return live;
  if (actor.party.visitorHash !== undefined) {
    await allow(deps, actor, 'support_chat:opens', actor.ip, limits.visitorOpensHourly, 60 * PER_MINUTE);
  }
  const merchantId = actor.merchant.id;
  const queue = await queueOf(deps.db, merchantId, actor);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('support_conversations')
        .values({
          merchant_id: merchantId,
          member_id: actor.party.memberId ?? null,
          visitor_hash: actor.party.visitorHash ?? null,
          queue,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await publishChatEvent(trx, {
        merchantId,
        memberId: row.member_id,
        conversationId: `${row.id}`,
        event: 'state',
        by: 'player',
        state: row.state,
        queue: row.queue,
        assignedTo: null,
      });
      return row;
    });
  } catch (error) {
    // Two tabs opening at once: the other made it; resume that one.
    if (!isUniqueViolation(error)) throw error;
    const made = await liveConversation(deps, actor);
    if (!made) throw error;
    return made;
  }
}

async function conversationView(deps: Deps, actor: ChatActor, row: ConversationRow): Promise<TSupportChatConversation> {
  return {
    id: `${row.id}`,
    queue: row.queue,
    state: row.state,
    unread: await unreadChatReplies(deps.db, actor.merchant.id, actor.party),
    staffReadUpTo: row.staff_read_up_to > 0n ? `${row.staff_read_up_to}` : null,
    staffOnline: (await staffOnlineCount(deps.db, actor.merchant.id, deps.now())) > 0,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function openChat(deps: Deps, actor: ChatActor): Promise<TSupportChatConversation> {
  return conversationView(deps, actor, await ensureConversation(deps, actor));
}

/** The caller's messages across their conversations, newest page first. */
export async function chatHistory(
  deps: Deps,
  actor: ChatActor,
  input: { before?: string; pageSize: number },
): Promise<TSupportChatHistory> {
  const query = deps.db.selectFrom('support_conversations').select('id').where('merchant_id', '=', actor.merchant.id);
  const rows = await (actor.party.memberId !== undefined
    ? query.where('member_id', '=', actor.party.memberId)
    : query.where('visitor_hash', '=', actor.party.visitorHash)
  ).execute();
  return messagePage(
    deps.db,
    actor.merchant.id,
    rows.map((r) => r.id),
    input,
  );
}

export async function sendChatMessage(
  deps: Deps,
  actor: ChatActor,
  input: { text: string; imageId?: string },
): Promise<TSupportChatMessage> {
  const merchantId = actor.merchant.id;
  // Images are a member's: a visitor has no uploads (ADR 065).
  if (input.imageId !== undefined && actor.party.memberId === undefined) throw new AppError('token_required');
  const upload =
    input.imageId === undefined || actor.party.memberId === undefined
      ? null
      : await memberUpload(deps.db, merchantId, actor.party.memberId, input.imageId, 'support_chat');
  await throttleSend(deps, actor);
  const conversation = await ensureConversation(deps, actor);
  return deps.db.transaction().execute(async (trx) => {
    const message = await insertMessage(trx, {
      merchantId,
      conversationId: conversation.id,
      author: actor.party.memberId !== undefined ? 'member' : 'visitor',
      text: input.text,
      uploadId: upload?.id ?? null,
    });
    // The player has read everything up to what they write.
    await trx
      .updateTable('support_conversations')
      .set({ player_read_up_to: BigInt(message.id) })
      .where('id', '=', conversation.id)
      .execute();
    await publishChatEvent(trx, {
      merchantId,
      memberId: conversation.member_id,
      conversationId: `${conversation.id}`,
      event: 'message',
      by: 'player',
      message,
    });
    return message;
  });
}

export async function playerTyping(deps: Deps, actor: ChatActor): Promise<{ ok: true }> {
  const live = await liveConversation(deps, actor);
  if (live) {
    await publishChatEvent(deps.db, {
      merchantId: actor.merchant.id,
      memberId: live.member_id,
      conversationId: `${live.id}`,
      event: 'typing',
      by: 'player',
    });
  }
  return { ok: true };
}

/** Marks staff replies up to `upTo` read, in the caller's own conversation that holds it. */
export async function markChatRead(deps: Deps, actor: ChatActor, upTo: string): Promise<{ count: number }> {
  const merchantId = actor.merchant.id;
  const message = await deps.db
    .selectFrom('support_messages')
    .select('conversation_id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(upTo))
    .executeTakeFirst();
  const conversation = message && (await conversationById(deps.db, merchantId, message.conversation_id));
  const mine =
    conversation &&
    (actor.party.memberId !== undefined
      ? conversation.member_id === actor.party.memberId
      : conversation.visitor_hash === actor.party.visitorHash);
  if (!conversation || !mine) throw new AppError('not_found');
  await deps.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('support_conversations')
      .set({ player_read_up_to: BigInt(upTo) })
      .where('id', '=', conversation.id)
      .where('player_read_up_to', '<', BigInt(upTo))
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) {
      await publishChatEvent(trx, {
        merchantId,
        memberId: conversation.member_id,
        conversationId: `${conversation.id}`,
        event: 'read',
        by: 'player',
        upTo,
      });
    }
  });
  return { count: await unreadChatReplies(deps.db, merchantId, actor.party) };
}

export async function chatUnread(deps: Deps, actor: ChatActor): Promise<{ count: number }> {
  return { count: await unreadChatReplies(deps.db, actor.merchant.id, actor.party) };
}
