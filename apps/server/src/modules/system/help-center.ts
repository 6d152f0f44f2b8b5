import type { Language } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inLanguage, sanitizeOperatorHtml } from '../../platform/operator-html';

export interface HelpTopic {
  tag: string;
  title: string;
  content: string;
}

/** The brand's help topics in one language, in the operator's order, their HTML made safe to show. */
export async function helpCenter(db: Kysely<Database>, merchantId: number, language: Language): Promise<HelpTopic[]> {
  const rows = await db
    .selectFrom('help_topics')
    .select(['tag', 'title', 'content'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    tag: row.tag,
    title: inLanguage(row.title, language),
    content: sanitizeOperatorHtml(inLanguage(row.content, language)),
  }));
}
