import type { TBroadcastInput } from '@gemilang/contract';
import { sql } from 'kysely';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { publishMemberEvent } from '../../platform/realtime';
import { messageAudience } from '../member';

/**
 * POST /admin/api/content/messages (ADR 068): an operator's notice in three languages to one member, the members of a
 * label, or every real member, as one INSERT … SELECT however many they are.
 *
 * Order: the key is claimed first (a replay, or a second click, answers what the first sent and sends nothing); one
 * member by name who does not exist is refused (member_unknown); then the messages, the count kept on the broadcast,
 * and the audit row, all in one transaction. One member is told at once on the live channel; a label or everyone
 * see it at their next unread count (a NOTIFY per member would queue thousands of events behind the commit).
 */
export async function broadcastMessage(
  deps: Deps,
  actor: OperatorActor,
  input: TBroadcastInput,
): Promise<{ sent: number }> {
  const merchantId = actor.merchant.id;
  const audience = input.audience;
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('message_broadcasts')
      .values({
        merchant_id: merchantId,
        idempotency_key: input.idempotencyKey,
        audience: JSON.stringify(audience),
        title: JSON.stringify(input.title),
        operator_id: actor.operator.id,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('message_broadcasts')
        .select('sent')
        .where('merchant_id', '=', merchantId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { sent: first.sent };
    }
    const params = JSON.stringify({
      title_ms: input.title.ms,
      title_en: input.title.en,
      title_zh: input.title.zh,
      content_ms: input.content.ms,
      content_en: input.content.en,
      content_zh: input.content.zh,
    });
    const inserted = await sql<{ id: bigint; member_id: bigint }>`
      insert into member_messages (merchant_id, member_id, kind, params)
      select ${merchantId}, a.id, 'notice', ${params}::jsonb from (${messageAudience(merchantId, audience)}) a
      returning id, member_id`.execute(trx);
    const sent = inserted.rows.length;
    if (audience.kind === 'member' && sent === 0) throw new AppError('member_unknown');
    await trx.updateTable('message_broadcasts').set({ sent }).where('id', '=', claimed.id).execute();
    const one = inserted.rows[0];
    if (audience.kind === 'member' && one) {
      await publishMemberEvent(trx, {
        merchantId,
        memberId: one.member_id,
        type: 'message',
        messageId: `${one.id}`,
        kind: 'notice',
      });
    }
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.message_send',
      targetType: 'message_broadcast',
      targetId: `${claimed.id}`,
      detail: { audience, title: input.title.en, sent },
    });
    return { sent };
  });
}
