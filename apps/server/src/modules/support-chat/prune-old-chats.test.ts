import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { CHAT_KEPT_DAYS, chatKeptDays, pruneOldChats } from './prune-old-chats';
import { chatMember, playerCall, staffCall, tinyPng, uploadChatImage, visitorKey } from './support-chat-test-kit';

/**
 * The chat's retention (ADR 070): conversations closed longer ago than the brand's retention (a year unless its
 * setting `chatRetentionDays` says otherwise) go with their messages and images, as do left messages answered that
 * long ago; a conversation still open or waiting, and one closed more recently, are kept. Seen red with the job's
 * cut-off moved a thousand days back (nothing pruned), with the image removal left out (the old chat's image stayed
 * in uploads), and with left messages aged by when they were left instead of when they were answered (the one
 * still waiting was removed).
 */
let t: TestApp;
let staff: string;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  merchantId = await merchantIdOf(t);
  staff = await signIn(t);
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(t.deps.now().getTime() - days * 86_400_000);

/** A member's chat with a text and an image, closed by staff `closedDaysAgo` days ago (null: left waiting). */
async function chatClosed(closedDaysAgo: number | null, who?: { visitorKey: string }) {
  const m = who ?? (await chatMember(t));
  const opened = (await playerCall(t, 'open', m)).json().value;
  await playerCall(t, 'send', m, { text: 'My withdrawal is late' });
  let imageId: string | null = null;
  if ('token' in m) {
    imageId = (await uploadChatImage(t, m.token, tinyPng)).json().value.id;
    expect((await playerCall(t, 'send', m, { imageId })).statusCode).toBe(200);
  }
  await staffCall(t, staff, 'POST', `conversations/${opened.id}/reply`, { text: 'Checking now' });
  const id = BigInt(opened.id);
  if (closedDaysAgo === null) {
    await t.deps.db
      .updateTable('support_conversations')
      // created_at is never updated by the app: the test backdates it (as never).
      .set({ created_at: daysAgo(500) } as never)
      .where('id', '=', id)
      .execute();
  } else {
    await staffCall(t, staff, 'POST', `conversations/${opened.id}/close`, { topic: 'withdrawal' });
    await t.deps.db
      .updateTable('support_conversations')
      .set({ created_at: daysAgo(closedDaysAgo + 1), closed_at: daysAgo(closedDaysAgo) } as never)
      .where('id', '=', id)
      .execute();
  }
  return { member: m, id, imageId: imageId === null ? null : BigInt(imageId) };
}

const conversationKept = async (id: bigint) =>
  (await t.deps.db.selectFrom('support_conversations').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;
const messagesOf = async (id: bigint) =>
  (await t.deps.db.selectFrom('support_messages').select('id').where('conversation_id', '=', id).execute()).length;
const imageKept = async (id: bigint | null) =>
  id !== null &&
  (await t.deps.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** A left message, answered `answeredDaysAgo` days ago (null: still waiting, left 500 days ago). */
async function leftMessage(answeredDaysAgo: number | null) {
  const row = await t.deps.db
    .insertInto('support_offline_messages')
    .values({
      merchant_id: merchantId,
      member_id: null,
      contact_kind: 'phone',
      contact: '+60123456789',
      body: 'Call me please',
      created_at: daysAgo(500),
      ...(answeredDaysAgo === null
        ? {}
        : {
            answered_at: daysAgo(answeredDaysAgo),
            answered_by: (
              await t.deps.db
                .selectFrom('operators')
                .select('id')
                .where('username', '=', 'admin')
                .executeTakeFirstOrThrow()
            ).id,
          }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const leftKept = async (id: bigint) =>
  (await t.deps.db.selectFrom('support_offline_messages').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

async function setRetention(days: unknown) {
  const row = await t.deps.db
    .selectFrom('merchants')
    .select('settings')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const settings = { ...row.settings, chatRetentionDays: days };
  if (days === undefined) delete settings.chatRetentionDays;
  await updateMerchant(t, merchantId, { settings: JSON.stringify(settings) });
}

describe('the chat retention', () => {
  it('removes a chat closed over a year ago with its messages and images, and keeps a recent or open one', async () => {
    const old = await chatClosed(CHAT_KEPT_DAYS.default + 1);
    const oldVisitor = await chatClosed(400, { visitorKey: visitorKey() });
    const recent = await chatClosed(300);
    const open = await chatClosed(null);
    const answeredLongAgo = await leftMessage(400);
    const waitingLongAgo = await leftMessage(null);
    const answeredLately = await leftMessage(10);
    expect(await messagesOf(old.id)).toBe(3);

    const removed = await pruneOldChats(t.deps);
    expect(removed).toEqual({ conversations: 2, messages: 5, images: 1, leftMessages: 1 });

    expect(await conversationKept(old.id)).toBe(false);
    expect(await messagesOf(old.id)).toBe(0);
    expect(await imageKept(old.imageId)).toBe(false);
    expect(await conversationKept(oldVisitor.id)).toBe(false);
    expect((await staffCall(t, staff, 'GET', `conversations/${old.id}`)).json().code).toBe('not_found');
    // What the member sees: their old chat is gone from their history.
    expect((await playerCall(t, 'history', old.member)).json().value.items).toEqual([]);

    for (const kept of [recent, open]) {
      expect(await conversationKept(kept.id)).toBe(true);
      expect(await messagesOf(kept.id)).toBe(3);
      expect(await imageKept(kept.imageId)).toBe(true);
    }
    expect((await playerCall(t, 'history', open.member)).json().value.items).toHaveLength(3);
    expect(await leftKept(answeredLongAgo)).toBe(false);
    expect(await leftKept(waitingLongAgo)).toBe(true);
    expect(await leftKept(answeredLately)).toBe(true);

    // A second run finds nothing more.
    expect(await pruneOldChats(t.deps)).toEqual({ conversations: 0, messages: 0, images: 0, leftMessages: 0 });
  });

  it('follows the brand setting chatRetentionDays, and the year when it is out of bounds', async () => {
    const closed100 = await chatClosed(100);
    const closed40 = await chatClosed(40);
    await setRetention('90');
    await pruneOldChats(t.deps);
    expect(await conversationKept(closed100.id)).toBe(true);

    await setRetention(90);
    await pruneOldChats(t.deps);
    expect(await conversationKept(closed100.id)).toBe(false);
    expect(await imageKept(closed100.imageId)).toBe(false);
    expect(await conversationKept(closed40.id)).toBe(true);
    await setRetention(undefined);
  });

  it('works in batches: a run takes at most its batches, the next run the rest', async () => {
    const old = [await chatClosed(500), await chatClosed(501), await chatClosed(502)];
    const first = await pruneOldChats(t.deps, { batch: 2, maxBatches: 1 });
    expect(first.conversations).toBe(2);
    // The oldest closed go first.
    expect(await Promise.all(old.map((c) => conversationKept(c.id)))).toEqual([true, false, false]);
    const second = await pruneOldChats(t.deps, { batch: 2, maxBatches: 1 });
    expect(second.conversations).toBe(1);
    expect(await conversationKept(old[0]?.id ?? 0n)).toBe(false);
  });
});

describe('a brand retention in days', () => {
  it('is the setting when it is a whole number from 30 to 3650, else a year', () => {
    expect(chatKeptDays({ chatRetentionDays: 90 })).toBe(90);
    expect(chatKeptDays({ chatRetentionDays: 30 })).toBe(30);
    expect(chatKeptDays({ chatRetentionDays: 3650 })).toBe(3650);
    for (const bad of [29, 3651, 90.5, '90', null, -1]) expect(chatKeptDays({ chatRetentionDays: bad })).toBe(365);
    expect(chatKeptDays({})).toBe(365);
  });
});
