import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sha256Hex } from '../../platform/tokens';

/** The cookie that binds a captcha to the browser that fetched it. */
export const CAPTCHA_COOKIE = 'gcap';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const CLIENT_KEY = /^[A-Za-z0-9_-]{22}$/;

export function newClientKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The cookie's client key when it is one of ours; anything else is ignored. */
export function clientKeyOf(cookieValue: string | undefined): string | null {
  return cookieValue && CLIENT_KEY.test(cookieValue) ? cookieValue : null;
}

function answerHash(id: string, answer: string): string {
  return sha256Hex(`${id}:${answer.trim().toLowerCase()}`);
}

/**
 * Keeps a captcha's answer (hashed) for a client. The HTTP route draws a random answer; tests call this
 * directly with an answer they know, so no test hook is reachable over HTTP.
 */
export async function storeCaptcha(
  db: Kysely<Database>,
  input: { merchantId: number; clientKey: string; answer: string; ip: string | null; now: Date },
): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('captchas')
    .values({
      id,
      merchant_id: input.merchantId,
      client_key: input.clientKey,
      answer_hash: answerHash(id, input.answer),
      ip: input.ip,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + CAPTCHA_TTL_MS),
    })
    .execute();
}

/**
 * Uses up every open captcha of the client (so each is good for one check, right or wrong) and says
 * whether the answer matches the newest of them while it is still fresh.
 */
export async function useCaptcha(
  db: Kysely<Database>,
  input: { merchantId: number; clientKey: string; answer: string; now: Date },
): Promise<boolean> {
  const open = await db
    .updateTable('captchas')
    .set({ used_at: input.now })
    .where('merchant_id', '=', input.merchantId)
    .where('client_key', '=', input.clientKey)
    .where('used_at', 'is', null)
    .returning(['id', 'answer_hash', 'expires_at', 'created_at'])
    .execute();
  const newest = open.sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
  if (!newest || newest.expires_at <= input.now) return false;
  const expected = Buffer.from(newest.answer_hash, 'hex');
  const given = Buffer.from(answerHash(newest.id, input.answer), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
