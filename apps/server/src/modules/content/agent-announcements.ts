import type { Language, TAgentAnnouncement } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inLanguage, sanitizeOperatorHtml } from '../../platform/operator-html';

const MAX_AGENT_ANNOUNCEMENTS = 100;

/**
 * GET /wps/agent/announcements: the announcements for agents on show now (started, not ended), newest first,
 * in one language, their HTML sanitised as every operator text is. The route is agents only; the site's
 * public list never asks for this type.
 */
export async function agentAnnouncements(
  db: Kysely<Database>,
  merchantId: number,
  language: Language,
  now: Date,
): Promise<{ items: TAgentAnnouncement[] }> {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'title', 'content', 'starts_at'])
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'A')
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_AGENT_ANNOUNCEMENTS)
    .execute();
  return {
    items: rows.map((row) => ({
      id: `${row.id}`,
      title: inLanguage(row.title, language),
      content: sanitizeOperatorHtml(inLanguage(row.content, language)),
      timestamp: row.starts_at.toISOString(),
    })),
  };
}
