import { supportChatContact, type TSupportChatOfflineMessage } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type Actor, type MemberActor, type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishChatEvent } from '../../platform/realtime';
import { takeAllowance } from '../../platform/throttle';
import { staffNames } from '../admin';
import { memberNamesById } from '../member';
import { sendMemberMessage } from '../messages';

const HOUR_MS = 60 * 60_000;
/**
 * Left messages an hour (ADR 065, 070): a member 5; a visitor 5 by key and, whatever keys they make, 10 by address,
 * as visitors' chat messages are held by key and by address. Counted in the database, across processes.
 */
const offlineLimits = { member: 5, visitorKey: 5, visitorAddress: 10 };

async function allowOffline(deps: Deps, merchantId: number, scope: string, key: string, limit: number) {
  const taken = await takeAllowance(deps.db, { merchantId, scope, key }, limit, HOUR_MS, deps.now());
  if (!taken.allowed) throw new AppError('support_chat_busy');
}

type NewOfflineMessage =
  | { memberId: bigint; text: string }
  | { memberId: null; text: string; contact: { kind: 'phone' | 'email'; value: string } };

async function storeOfflineMessage(deps: Deps, merchantId: number, input: NewOfflineMessage) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('support_offline_messages')
      .values({
        merchant_id: merchantId,
        member_id: input.memberId,
        body: input.text,
        ...(input.memberId === null ? { contact_kind: input.contact.kind, contact: input.contact.value } : {}),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await publishChatEvent(trx, {
      merchantId,
      memberId: null,
      conversationId: '',
      event: 'offline',
      by: 'player',
      upTo: `${row.id}`,
    });
    return { id: `${row.id}`, createdAt: row.created_at.toISOString() };
  });
}

/** A member leaves a message while nobody is online (ADR 065): answered later as a platform message. */
export async function leaveOfflineMessage(deps: Deps, actor: MemberActor, input: { text: string }) {
  const merchantId = actor.merchant.id;
  await allowOffline(deps, merchantId, 'support_chat:offline', `${actor.member.id}`, offlineLimits.member);
  return storeOfflineMessage(deps, merchantId, { memberId: actor.member.id, text: input.text });
}

/**
 * A visitor leaves a message while nobody is online (ADR 070), with a phone number or an e-mail address staff
 * answer it at. In order: the contact (refused with nothing stored or counted), the allowances by key then by
 * address, then the message.
 */
export async function leaveVisitorMessage(
  deps: Deps,
  actor: Actor & { visitorHash: string },
  input: { text: string; contact: string },
) {
  const contact = supportChatContact(input.contact);
  if (!contact) throw new AppError('support_chat_contact_invalid', [{ field: 'contact', reason: 'invalid' }]);
  const merchantId = actor.merchant.id;
  await allowOffline(deps, merchantId, 'support_chat:offline_visitor', actor.visitorHash, offlineLimits.visitorKey);
  await allowOffline(deps, merchantId, 'support_chat:offline_address', actor.ip, offlineLimits.visitorAddress);
  return storeOfflineMessage(deps, merchantId, { memberId: null, text: input.text, contact });
}

async function offlineViews(db: Db, merchantId: number, ids: bigint[]): Promise<TSupportChatOfflineMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('support_offline_messages as s')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 's.answered_by')
    .select([
      's.id',
      's.member_id',
      's.contact_kind',
      's.contact',
      's.body',
      's.created_at',
      's.answer',
      's.answered_by',
      's.answered_at',
      'o.username',
    ])
    .where('s.merchant_id', '=', merchantId)
    .where('s.id', 'in', ids)
    .execute();
  const names = await memberNamesById(
    db,
    merchantId,
    rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id])),
  );
  const byId = new Map(rows.map((r) => [`${r.id}`, r]));
  return ids.flatMap((id) => {
    const r = byId.get(`${id}`);
    if (!r) return [];
    return [
      {
        id: `${r.id}`,
        memberId: r.member_id === null ? null : `${r.member_id}`,
        username: r.member_id === null ? null : (names.get(r.member_id) ?? ''),
        contact: r.contact_kind === null || r.contact === null ? null : { kind: r.contact_kind, value: r.contact },
        text: r.body,
        createdAt: r.created_at.toISOString(),
        answer: r.answer,
        answeredBy: r.answered_by === null ? null : { id: `${r.answered_by}`, username: r.username ?? '' },
        answeredAt: r.answered_at?.toISOString() ?? null,
      },
    ];
  });
}

export async function listOfflineMessages(
  deps: Deps,
  actor: OperatorActor,
  input: { state?: 'waiting' | 'answered'; page: number; pageSize: number },
) {
  const merchantId = actor.merchant.id;
  let query = deps.db.selectFrom('support_offline_messages').where('merchant_id', '=', merchantId);
  if (input.state === 'waiting') query = query.where('answered_at', 'is', null);
  if (input.state === 'answered') query = query.where('answered_at', 'is not', null);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  // Waiting ones first, the oldest of them first; then the answered, the latest first.
  const rows = await query
    .select('id')
    .orderBy(sql`answered_at is not null`)
    .orderBy(sql`case when answered_at is null then id else -id end`)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: await offlineViews(
      deps.db,
      merchantId,
      rows.map((r) => r.id),
    ),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Answers a member's left message once: the member receives the answer as a platform message (support_reply). A
 * visitor's has no account to receive it (ADR 070): it is answered at its contact and marked answered instead.
 */
export async function answerOfflineMessage(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: { text: string },
): Promise<TSupportChatOfflineMessage> {
  const merchantId = actor.merchant.id;
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('support_offline_messages')
      .set({ answer: input.text, answered_by: actor.operator.id, answered_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .where('member_id', 'is not', null)
      .returning(['id', 'member_id', 'body'])
      .executeTakeFirst();
    if (!row?.member_id) throw await whyNotAnswerable(trx, merchantId, id, 'member');
    await sendMemberMessage(trx, {
      merchantId,
      memberId: row.member_id,
      kind: 'support_reply',
      params: { text: input.text, question: row.body.slice(0, 200) },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.offline_answer',
      targetType: 'support_offline_message',
      targetId: `${row.id}`,
    });
  });
  const [view] = await offlineViews(deps.db, merchantId, [id]);
  if (!view) throw new AppError('not_found');
  return view;
}

/** Why a left message could not be answered or marked: unknown, already answered, or of the other kind of party. */
async function whyNotAnswerable(db: Db, merchantId: number, id: bigint, wanted: 'member' | 'visitor') {
  const row = await db
    .selectFrom('support_offline_messages')
    .select(['member_id', 'answered_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return new AppError('not_found');
  if (wanted === 'member' && row.member_id === null) return new AppError('support_chat_visitor_message');
  if (wanted === 'visitor' && row.member_id !== null) return new AppError('support_chat_member_message');
  return new AppError('support_chat_answered');
}

/**
 * Marks a visitor's left message answered, once, after staff answered it at its contact outside the site (ADR 070);
 * audited. A member's message is answered with a reply instead (answerOfflineMessage).
 */
export async function markOfflineAnswered(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
): Promise<TSupportChatOfflineMessage> {
  const merchantId = actor.merchant.id;
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('support_offline_messages')
      .set({ answered_by: actor.operator.id, answered_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .where('member_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw await whyNotAnswerable(trx, merchantId, id, 'visitor');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.offline_marked_answered',
      targetType: 'support_offline_message',
      targetId: `${row.id}`,
    });
  });
  const [view] = await offlineViews(deps.db, merchantId, [id]);
  if (!view) throw new AppError('not_found');
  return view;
}
