import { chatRetentionDays } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { deleteUploads } from '../../platform/uploads';

/** How often every process looks for chats past their brand's retention (ADR 070). */
export const PRUNE_OLD_CHATS_EVERY_MS = 60 * 60_000;

/**
 * How long a closed conversation, its messages and images, and an answered left message are kept (ADR 070): the
 * brand's setting `chatRetentionDays`, a whole number of days from 30 to 3650, else a year.
 */
export const CHAT_KEPT_DAYS = chatRetentionDays;

/** Conversations (with their messages and images) or left messages one transaction removes. */
export const PRUNE_CHATS_BATCH = 100;
/** Batches one run may take per brand and kind; what is left waits for the next run (a first run's backlog). */
export const PRUNE_CHATS_MAX_BATCHES = 50;

const DAY_MS = 86_400_000;

/** A brand's retention in days: its `chatRetentionDays` when that is a whole number within bounds, else the default. */
export function chatKeptDays(settings: Record<string, unknown>): number {
  const days = settings.chatRetentionDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= CHAT_KEPT_DAYS.min && days <= CHAT_KEPT_DAYS.max
    ? days
    : CHAT_KEPT_DAYS.default;
}

interface Limits {
  batch: number;
  maxBatches: number;
}

/**
 * One batch of a brand's conversations closed before the cut-off, in one transaction: claimed with FOR UPDATE SKIP
 * LOCKED (another process's batch, or a write still touching one, keeps it for later), then their messages, the
 * conversations, and last the images those messages named (uploads of purpose support_chat). Answers the count.
 */
async function pruneConversationBatch(db: Db, merchantId: number, cutOff: Date, batch: number) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('support_conversations')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('state', '=', 'closed')
      .where('closed_at', '<', cutOff)
      .orderBy('closed_at')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = claimed.map((c) => c.id);
    if (ids.length === 0) return { conversations: 0, messages: 0, images: 0 };
    const images = await trx
      .selectFrom('support_messages')
      .select('upload_id')
      .where('merchant_id', '=', merchantId)
      .where('conversation_id', 'in', ids)
      .where('upload_id', 'is not', null)
      .execute();
    const messages = await trx
      .deleteFrom('support_messages')
      .where('merchant_id', '=', merchantId)
      .where('conversation_id', 'in', ids)
      .executeTakeFirst();
    await trx
      .deleteFrom('support_conversations')
      .where('merchant_id', '=', merchantId)
      .where('id', 'in', ids)
      .execute();
    const uploadIds = images.flatMap((m) => (m.upload_id === null ? [] : [m.upload_id]));
    return {
      conversations: ids.length,
      messages: Number(messages.numDeletedRows),
      images: await deleteUploads(trx, merchantId, 'support_chat', uploadIds),
    };
  });
}

/** One batch of a brand's left messages answered before the cut-off (a visitor's contact goes with them). */
async function pruneLeftMessageBatch(db: Db, merchantId: number, cutOff: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('support_offline_messages')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('support_offline_messages')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('answered_at', '<', cutOff)
        .orderBy('answered_at')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The chat's retention job (ADR 070): for every brand, removes the conversations closed longer ago than its
 * retention, with their messages and images, then the left messages answered longer ago, each in short batches until
 * one comes back short or the run's allowance is spent. Conversations still waiting or open, and left messages not yet
 * answered, are kept however old. Every process runs it at once: batches skip the rows another has claimed.
 */
export async function pruneOldChats(
  deps: Deps,
  limits: Limits = { batch: PRUNE_CHATS_BATCH, maxBatches: PRUNE_CHATS_MAX_BATCHES },
) {
  const removed = { conversations: 0, messages: 0, images: 0, leftMessages: 0 };
  const now = deps.now().getTime();
  for (const brand of await allBrands(deps.db)) {
    const cutOff = new Date(now - chatKeptDays(brand.settings) * DAY_MS);
    for (let i = 0; i < limits.maxBatches; i++) {
      const done = await pruneConversationBatch(deps.db, brand.id, cutOff, limits.batch);
      removed.conversations += done.conversations;
      removed.messages += done.messages;
      removed.images += done.images;
      if (done.conversations < limits.batch) break;
    }
    for (let i = 0; i < limits.maxBatches; i++) {
      const done = await pruneLeftMessageBatch(deps.db, brand.id, cutOff, limits.batch);
      removed.leftMessages += done;
      if (done < limits.batch) break;
    }
  }
  return removed;
}
