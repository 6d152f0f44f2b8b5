import type { TCannedReply } from '@gemilang/contract';
import { sql } from 'kysely';
import type { LocalizedJson } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';

/** Canned replies per brand, each in Malay, English and Chinese (the console picks the player's language). */
type Row = { id: bigint; title: LocalizedJson; body: LocalizedJson; updated_at: Date };
const view = (r: Row): TCannedReply => ({
  id: `${r.id}`,
  title: r.title,
  text: r.body,
  updatedAt: r.updated_at.toISOString(),
});
const columns = ['id', 'title', 'body', 'updated_at'] as const;

export async function cannedReplies(deps: Deps, actor: OperatorActor) {
  const rows = await deps.db
    .selectFrom('support_canned_replies')
    .select(columns)
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('id')
    .execute();
  return { items: rows.map(view) };
}

type Input = { title: LocalizedJson; text: LocalizedJson };

export async function createCannedReply(deps: Deps, actor: OperatorActor, input: Input): Promise<TCannedReply> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('support_canned_replies')
      .values({
        merchant_id: actor.merchant.id,
        title: JSON.stringify(input.title),
        body: JSON.stringify(input.text),
        created_by: actor.operator.id,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.canned_create',
      targetType: 'support_canned_reply',
      targetId: `${row.id}`,
      detail: { title: input.title.en },
    });
    return view(row);
  });
}

export async function updateCannedReply(deps: Deps, actor: OperatorActor, id: bigint, input: Input) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('support_canned_replies')
      .set({ title: JSON.stringify(input.title), body: JSON.stringify(input.text), updated_at: sql`now()` })
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.canned_update',
      targetType: 'support_canned_reply',
      targetId: `${row.id}`,
      detail: { title: input.title.en },
    });
    return view(row);
  });
}

export async function deleteCannedReply(deps: Deps, actor: OperatorActor, id: bigint): Promise<{ ok: true }> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('support_canned_replies')
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.canned_delete',
      targetType: 'support_canned_reply',
      targetId: `${row.id}`,
    });
  });
  return { ok: true };
}
