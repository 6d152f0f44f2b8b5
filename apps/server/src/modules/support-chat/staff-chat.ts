import type {
  TAdminSupportChatConversation,
  TSupportChatHistory,
  TSupportChatMessage,
  TSupportChatQueues,
  TSupportChatTopic,
} from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishChatEvent } from '../../platform/realtime';
import { memberUpload } from '../../platform/uploads';
import { chatStaff, staffNames } from '../admin';
import { memberNamesById } from '../member';
import { type ConversationRow, conversationById, insertMessage, messagePage, staffOnlineCount } from './chat-view';

/** The console's view of conversations: who, who has it, the last message and what staff have not read. */
async function views(db: Db, merchantId: number, rows: ConversationRow[]): Promise<TAdminSupportChatConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const memberIds = rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id]));
  const names = await memberNamesById(db, merchantId, memberIds);
  const staff = new Map(
    (await staffNames(db, merchantId).execute()).map((o) => [`${o.id}`, { id: `${o.id}`, username: o.username }]),
  );
  const last = await db
    .selectFrom('support_messages')
    .distinctOn('conversation_id')
    .select(['conversation_id', 'author', 'body', 'upload_id', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('conversation_id', 'in', ids)
    .orderBy('conversation_id')
    .orderBy('id', 'desc')
    .execute();
  const lastBy = new Map(last.map((m) => [`${m.conversation_id}`, m]));
  const unread = await db
    .selectFrom('support_messages as m')
    .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id', sql<number>`count(*)::int`.as('n')])
    .where('m.merchant_id', '=', merchantId)
    .where('m.conversation_id', 'in', ids)
    .where('m.author', 'in', ['member', 'visitor'])
    .whereRef('m.id', '>', 'c.staff_read_up_to')
    .groupBy('m.conversation_id')
    .execute();
  const unreadBy = new Map(unread.map((u) => [`${u.conversation_id}`, u.n]));
  return rows.map((row) => {
    const message = lastBy.get(`${row.id}`);
    return {
      id: `${row.id}`,
      queue: row.queue,
      state: row.state,
      memberId: row.member_id === null ? null : `${row.member_id}`,
      username: row.member_id === null ? null : (names.get(row.member_id) ?? null),
      visitorLabel: row.visitor_hash === null ? null : row.visitor_hash.slice(0, 6),
      assignedTo: row.assigned_to === null ? null : (staff.get(`${row.assigned_to}`) ?? null),
      topic: row.topic as TSupportChatTopic | null,
      lastMessage: message
        ? {
            author: message.author,
            text: message.body,
            hasImage: message.upload_id !== null,
            createdAt: message.created_at.toISOString(),
          }
        : null,
      unread: unreadBy.get(`${row.id}`) ?? 0,
      playerReadUpTo: row.player_read_up_to > 0n ? `${row.player_read_up_to}` : null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

async function found(db: Db, merchantId: number, id: bigint): Promise<ConversationRow> {
  const row = await conversationById(db, merchantId, id);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function chatQueues(deps: Deps, actor: OperatorActor): Promise<TSupportChatQueues> {
  const merchantId = actor.merchant.id;
  const counts = await deps.db
    .selectFrom('support_conversations')
    .select([
      'queue',
      sql<number>`count(*) filter (where state = 'waiting')::int`.as('waiting'),
      sql<number>`count(*) filter (where state = 'open')::int`.as('open'),
      sql<number>`count(*) filter (where state = 'open' and assigned_to = ${actor.operator.id})::int`.as('mine'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('state', '<>', 'closed')
    .groupBy('queue')
    .execute();
  const offline = await deps.db
    .selectFrom('support_offline_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  const by = new Map(counts.map((c) => [c.queue, c]));
  return {
    queues: (['general', 'vip'] as const).map((queue) => ({
      queue,
      waiting: by.get(queue)?.waiting ?? 0,
      open: by.get(queue)?.open ?? 0,
    })),
    mine: counts.reduce((sum, c) => sum + c.mine, 0),
    offlineWaiting: offline?.n ?? 0,
    staffOnline: await staffOnlineCount(deps.db, merchantId, deps.now()),
  };
}

export async function listChats(
  deps: Deps,
  actor: OperatorActor,
  input: {
    queue?: 'general' | 'vip';
    state?: 'waiting' | 'open' | 'closed';
    mine?: 'true' | 'false';
    page: number;
    pageSize: number;
  },
): Promise<{ items: TAdminSupportChatConversation[]; total: number; page: number; pageSize: number }> {
  const merchantId = actor.merchant.id;
  let query = deps.db.selectFrom('support_conversations').where('merchant_id', '=', merchantId);
  if (input.queue) query = query.where('queue', '=', input.queue);
  if (input.state) query = query.where('state', '=', input.state);
  if (input.mine === 'true') query = query.where('assigned_to', '=', actor.operator.id);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  // The longest waiting first when waiting; otherwise the latest activity first.
  const rows = await query
    .selectAll()
    .orderBy(input.state === 'waiting' ? 'created_at' : 'updated_at', input.state === 'waiting' ? 'asc' : 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: await views(deps.db, merchantId, rows),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function oneChat(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminSupportChatConversation> {
  const [view] = await views(deps.db, actor.merchant.id, [await found(deps.db, actor.merchant.id, id)]);
  if (!view) throw new AppError('not_found');
  return view;
}

export async function chatMessages(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: { before?: string; pageSize: number },
): Promise<TSupportChatHistory> {
  const row = await found(deps.db, actor.merchant.id, id);
  return messagePage(deps.db, actor.merchant.id, [row.id], input);
}

async function announceState(trx: Transaction<Database>, row: ConversationRow): Promise<void> {
  await publishChatEvent(trx, {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    conversationId: `${row.id}`,
    event: 'state',
    by: 'staff',
    state: row.state,
    queue: row.queue,
    assignedTo: row.assigned_to === null ? null : `${row.assigned_to}`,
  });
}

/** Takes a waiting conversation in the caller's transaction; refuses one a colleague has, or a closed one. */
async function takeIn(trx: Transaction<Database>, actor: OperatorActor, id: bigint): Promise<ConversationRow> {
  const merchantId = actor.merchant.id;
  const taken = await trx
    .updateTable('support_conversations')
    .set({ state: 'open', assigned_to: actor.operator.id, updated_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .returningAll()
    .executeTakeFirst();
  if (taken) {
    await announceState(trx, taken);
    return taken;
  }
  const row = await found(trx, merchantId, id);
  if (row.state === 'closed') throw new AppError('support_chat_closed');
  if (row.assigned_to !== actor.operator.id) throw new AppError('support_chat_taken');
  return row;
}

export async function takeChat(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminSupportChatConversation> {
  await deps.db.transaction().execute((trx) => takeIn(trx, actor, id));
  return oneChat(deps, actor, id);
}

/** The conversation the caller may write in: theirs, or a waiting one they take by writing. */
async function writable(trx: Transaction<Database>, actor: OperatorActor, id: bigint): Promise<ConversationRow> {
  const row = await found(trx, actor.merchant.id, id);
  if (row.state === 'closed') throw new AppError('support_chat_closed');
  if (row.state === 'waiting') return takeIn(trx, actor, id);
  if (row.assigned_to !== actor.operator.id) throw new AppError('support_chat_not_yours');
  return row;
}

export async function transferChat(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  operatorId: bigint,
): Promise<TAdminSupportChatConversation> {
  const merchantId = actor.merchant.id;
  const colleague = (await chatStaff(deps.db, merchantId)).find((o) => o.id === operatorId);
  if (!colleague) throw new AppError('support_chat_colleague_unknown');
  await deps.db.transaction().execute(async (trx) => {
    const row = await found(trx, merchantId, id);
    if (row.state === 'closed') throw new AppError('support_chat_closed');
    // The one who has it hands it on; an administrator may move any conversation.
    if (row.state === 'open' && row.assigned_to !== actor.operator.id && actor.operator.role !== 'admin') {
      throw new AppError('support_chat_not_yours');
    }
    const moved = await trx
      .updateTable('support_conversations')
      .set({ state: 'open', assigned_to: colleague.id, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.transfer',
      targetType: 'support_conversation',
      targetId: `${row.id}`,
      detail: { from: row.assigned_to === null ? null : `${row.assigned_to}`, to: `${colleague.id}` },
    });
    await announceState(trx, moved);
  });
  return oneChat(deps, actor, id);
}

export async function replyToChat(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: { text: string; imageId?: string },
): Promise<TSupportChatMessage> {
  const merchantId = actor.merchant.id;
  return deps.db.transaction().execute(async (trx) => {
    const row = await writable(trx, actor, id);
    let uploadId: bigint | null = null;
    if (input.imageId !== undefined) {
      // Staff's images are kept under the member's uploads (so the member reads them); a visitor gets text only.
      if (row.member_id === null) throw new AppError('not_found');
      uploadId = (await memberUpload(trx, merchantId, row.member_id, input.imageId, 'support_chat')).id;
    }
    const message = await insertMessage(trx, {
      merchantId,
      conversationId: row.id,
      author: 'operator',
      operator: { id: actor.operator.id, username: actor.operator.username },
      text: input.text,
      uploadId,
    });
    await trx
      .updateTable('support_conversations')
      .set({ staff_read_up_to: BigInt(message.id) })
      .where('id', '=', row.id)
      .execute();
    await publishChatEvent(trx, {
      merchantId,
      memberId: row.member_id,
      conversationId: `${row.id}`,
      event: 'message',
      by: 'staff',
      message,
    });
    return message;
  });
}

export async function staffTyping(deps: Deps, actor: OperatorActor, id: bigint): Promise<{ ok: true }> {
  const row = await found(deps.db, actor.merchant.id, id);
  if (row.state !== 'closed') {
    await publishChatEvent(deps.db, {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      conversationId: `${row.id}`,
      event: 'typing',
      by: 'staff',
    });
  }
  return { ok: true };
}

export async function staffMarkRead(deps: Deps, actor: OperatorActor, id: bigint, upTo: string): Promise<{ ok: true }> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await found(trx, actor.merchant.id, id);
    const moved = await trx
      .updateTable('support_conversations')
      .set({ staff_read_up_to: BigInt(upTo) })
      .where('id', '=', row.id)
      .where('staff_read_up_to', '<', BigInt(upTo))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('support_messages')
            .select('id')
            .where('conversation_id', '=', row.id)
            .where('id', '=', BigInt(upTo)),
        ),
      )
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) {
      await publishChatEvent(trx, {
        merchantId: row.merchant_id,
        memberId: row.member_id,
        conversationId: `${row.id}`,
        event: 'read',
        by: 'staff',
        upTo,
      });
    }
  });
  return { ok: true };
}

export async function closeChat(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  topic: TSupportChatTopic,
): Promise<TAdminSupportChatConversation> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await writable(trx, actor, id);
    const closed = await trx
      .updateTable('support_conversations')
      .set({ state: 'closed', topic, closed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.close',
      targetType: 'support_conversation',
      targetId: `${row.id}`,
      detail: { topic },
    });
    await announceState(trx, closed);
  });
  return oneChat(deps, actor, id);
}

export async function chatColleagues(deps: Deps, actor: OperatorActor) {
  const now = deps.now();
  const present = await deps.db
    .selectFrom('support_staff_presence')
    .select('operator_id')
    .where('merchant_id', '=', actor.merchant.id)
    .where('seen_at', '>', new Date(now.getTime() - 60_000))
    .execute();
  const online = new Set(present.map((p) => `${p.operator_id}`));
  const staff = await chatStaff(deps.db, actor.merchant.id);
  return {
    items: staff.map((o) => ({ id: `${o.id}`, username: o.username, online: online.has(`${o.id}`) })),
  };
}
