import type { TSupportChatOfflineMessage } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type MemberActor, type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishChatEvent } from '../../platform/realtime';
import { takeAllowance } from '../../platform/throttle';
import { staffNames } from '../admin';
import { memberNamesById } from '../member';
import { sendMemberMessage } from '../messages';

/** A member leaves a message while nobody is online (ADR 065): at most 5 an hour. */
export async function leaveOfflineMessage(deps: Deps, actor: MemberActor, input: { text: string }) {
  const merchantId = actor.merchant.id;
  const at = { merchantId, scope: 'support_chat:offline', key: `${actor.member.id}` };
  if (!(await takeAllowance(deps.db, at, 5, 60 * 60_000, deps.now())).allowed) throw new AppError('support_chat_busy');
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('support_offline_messages')
      .values({ merchant_id: merchantId, member_id: actor.member.id, body: input.text })
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

async function offlineViews(db: Db, merchantId: number, ids: bigint[]): Promise<TSupportChatOfflineMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('support_offline_messages as s')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 's.answered_by')
    .select([
      's.id',
      's.member_id',
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
    rows.map((r) => r.member_id),
  );
  const byId = new Map(rows.map((r) => [`${r.id}`, r]));
  return ids.flatMap((id) => {
    const r = byId.get(`${id}`);
    if (!r) return [];
    return [
      {
        id: `${r.id}`,
        memberId: `${r.member_id}`,
        username: names.get(r.member_id) ?? '',
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

/** Answers a left message once: the member receives the answer as a platform message (support_reply). */
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
      .returning(['id', 'member_id', 'body'])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('support_offline_messages')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      throw new AppError(exists ? 'support_chat_answered' : 'not_found');
    }
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
