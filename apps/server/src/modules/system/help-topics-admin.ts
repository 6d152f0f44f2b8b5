import type { TAdminHelpTopic, THelpTopicInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { HelpTopicsTable } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';

const view = (row: Selectable<HelpTopicsTable>): TAdminHelpTopic => ({
  id: `${row.id}`,
  tag: row.tag,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

const columns = (input: THelpTopicInput) => ({
  tag: input.tag,
  title: JSON.stringify(input.title),
  content: JSON.stringify(input.content),
  sort: input.sort,
});

/** GET /admin/api/content/help (ADR 068): the help centre's topics in the site's order. */
export async function adminHelpTopics(deps: Deps, actor: OperatorActor): Promise<{ items: TAdminHelpTopic[] }> {
  const rows = await deps.db
    .selectFrom('help_topics')
    .selectAll()
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { items: rows.map(view) };
}

/** POST /admin/api/content/help: a topic in three languages, audited. */
export async function createHelpTopic(
  deps: Deps,
  actor: OperatorActor,
  input: THelpTopicInput,
): Promise<TAdminHelpTopic> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('help_topics')
      .values({ merchant_id: actor.merchant.id, ...columns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.help_create',
      targetType: 'help_topic',
      targetId: `${row.id}`,
      detail: { tag: input.tag },
    });
    return view(row);
  });
}

/** PUT /admin/api/content/help/:id: the topic changed, audited; another brand's is not found. */
export async function updateHelpTopic(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: THelpTopicInput,
): Promise<TAdminHelpTopic> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('help_topics')
      .set(columns(input))
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.help_update',
      targetType: 'help_topic',
      targetId: `${id}`,
      detail: { tag: input.tag },
    });
    return view(row);
  });
}

/** DELETE /admin/api/content/help/:id: the topic removed; its words stay in the audit detail. */
export async function deleteHelpTopic(deps: Deps, actor: OperatorActor, id: bigint): Promise<{ ok: true }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('help_topics')
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.help_delete',
      targetType: 'help_topic',
      targetId: `${id}`,
      detail: { tag: row.tag, title: row.title, content: row.content },
    });
    return { ok: true as const };
  });
}
