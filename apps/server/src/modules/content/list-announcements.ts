import type { Language, TAnnouncement, ZAnnouncementList } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { inLanguage, safeOperatorUrl, sanitizeOperatorHtml } from '../../platform/operator-html';

type AnnouncementType = TAnnouncement['type'];

/** A bound on one answer: the site shows a handful of banners and pages notices 7 at a time. */
const MAX_ANNOUNCEMENTS = 200;

const groupOf: Record<AnnouncementType, keyof z.output<typeof ZAnnouncementList>> = {
  B: 'banners',
  PL: 'player',
  PR: 'promotion',
  PU: 'popup',
  H: 'headline',
};

/**
 * What is on show now (started, not yet ended) of the asked types, in the operator's order, in one
 * language, grouped as the site lays them out. The timestamp is when the announcement went up.
 */
export async function listAnnouncements(
  db: Kysely<Database>,
  merchantId: number,
  language: Language,
  types: AnnouncementType[],
  now: Date,
): Promise<z.output<typeof ZAnnouncementList>> {
  const out: z.output<typeof ZAnnouncementList> = { banners: [], player: [], promotion: [], popup: [], headline: [] };
  if (types.length === 0) return out;
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'type', 'title', 'content', 'image_url', 'link_url', 'starts_at'])
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', types)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_ANNOUNCEMENTS)
    .execute();
  for (const row of rows) {
    // Only the public types were asked for; an agents' announcement ('A') is never one of them.
    if (row.type === 'A') continue;
    out[groupOf[row.type]].push({
      id: String(row.id),
      type: row.type,
      title: inLanguage(row.title, language),
      content: sanitizeOperatorHtml(inLanguage(row.content, language)),
      imageUrl: safeOperatorUrl(row.image_url),
      linkUrl: safeOperatorUrl(row.link_url),
      timestamp: row.starts_at.toISOString(),
    });
  }
  return out;
}
