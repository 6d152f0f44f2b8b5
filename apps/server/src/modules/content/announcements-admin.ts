import type { TAdminAnnouncement, TAnnouncementInput } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { checkOwnPicture } from './content-image';

type Row = Selectable<AnnouncementsTable>;

/** How many announcements the back office lists: the latest, enough for years of a brand's notices. */
const LISTED = 500;

function view(row: Row, now: Date): TAdminAnnouncement {
  const state = row.starts_at > now ? 'scheduled' : row.ends_at && row.ends_at <= now ? 'ended' : 'live';
  return {
    id: `${row.id}`,
    type: row.type,
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    sort: row.sort,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    state,
  };
}

const columns = (input: TAnnouncementInput) => ({
  type: input.type,
  title: JSON.stringify(input.title),
  content: JSON.stringify(input.content),
  image_url: input.imageUrl ?? null,
  link_url: input.linkUrl ?? null,
  sort: input.sort,
  starts_at: new Date(input.startsAt),
  ends_at: input.endsAt ? new Date(input.endsAt) : null,
});

/** GET /admin/api/content/announcements (ADR 068): every announcement with its state, the latest first. */
export async function adminAnnouncements(deps: Deps, actor: OperatorActor): Promise<{ items: TAdminAnnouncement[] }> {
  const rows = await deps.db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', actor.merchant.id)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
  const now = deps.now();
  return { items: rows.map((row) => view(row, now)) };
}

/**
 * POST /admin/api/content/announcements: a new announcement in three languages, audited. An uploaded picture's address
 * must name one of the brand's pictures (ADR 072).
 */
export async function createAnnouncement(
  deps: Deps,
  actor: OperatorActor,
  input: TAnnouncementInput,
): Promise<TAdminAnnouncement> {
  await checkOwnPicture(deps.db, actor, input.imageUrl);
  const row = await deps.db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('announcements')
      .values({ merchant_id: actor.merchant.id, ...columns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.announcement_create',
      targetType: 'announcement',
      targetId: `${made.id}`,
      detail: { type: input.type, title: input.title.en },
    });
    return made;
  });
  return view(row, deps.now());
}

/**
 * PUT /admin/api/content/announcements/:id: the announcement changed, audited; another brand's is not found, and so is
 * another brand's uploaded picture (ADR 072).
 */
export async function updateAnnouncement(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TAnnouncementInput,
): Promise<TAdminAnnouncement> {
  await checkOwnPicture(deps.db, actor, input.imageUrl);
  const row = await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('announcements')
      .set(columns(input))
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.announcement_update',
      targetType: 'announcement',
      targetId: `${id}`,
      detail: { type: input.type, title: input.title.en },
    });
    return changed;
  });
  return view(row, deps.now());
}

/** POST /admin/api/content/announcements/:id/end: off the site from now (an ended one stays as it ended). */
export async function endAnnouncement(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminAnnouncement> {
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_id', '=', actor.merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('not_found');
    if (found.ends_at && found.ends_at <= now) return found;
    const ended = await trx
      .updateTable('announcements')
      .set({ ends_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.announcement_end',
      targetType: 'announcement',
      targetId: `${id}`,
      detail: {},
    });
    return ended;
  });
  return view(row, now);
}
