import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { takeAllowance } from '../../platform/throttle';
import { clientKeyOf, newClientKey, storeCaptcha } from './captcha-store';

const MIN_INTERVAL_MS = 1_000;
const HOUR_MS = 60 * 60 * 1000;

// svg-captcha's default export draws a given text; its typings only describe the named helpers.
const drawSvg = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/** Four digits drawn as glyph paths with noise lines, rasterised so no text survives in the image. */
export function drawCaptcha(answer: string): Buffer {
  const svg = drawSvg(answer, { width: 120, height: 44, fontSize: 46, noise: 3, color: true, background: '#f5f1e6' });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
}

/** A captcha's picture (base64 PNG), and the client key the route sets as the `gcap` cookie when the caller sent none. */
export interface IssuedCaptcha {
  image: string;
  newClientKey: string | null;
}

/**
 * Issues a captcha bound to the caller's `gcap` cookie (its value is `captchaCookie`; a new one when missing). At most one a second per
 * client: by the cookie, or by the address when the caller sends none, checked under an advisory lock so
 * it holds across processes. The cookie is the client's to choose, so a new one each time would buy a
 * picture each time: every address also has CAPTCHAS_PER_ADDRESS_HOURLY pictures an hour, cookies or not
 * (throttle_hits, ADR 008); beyond them, rate_limited with the seconds to wait.
 */
export async function issueCaptcha(
  deps: Deps,
  actor: Actor,
  captchaCookie: string | undefined,
): Promise<IssuedCaptcha> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const at = now();
  const ip = actor.ip || null;
  const cookieKey = clientKeyOf(captchaCookie);
  const clientKey = cookieKey ?? newClientKey();
  const answer = randomInt(0, 10_000).toString().padStart(4, '0');

  const byAddress = await takeAllowance(
    db,
    { merchantId, scope: 'captcha:address', key: ip ?? 'unknown' },
    deps.config.CAPTCHAS_PER_ADDRESS_HOURLY,
    HOUR_MS,
    at,
  );
  if (!byAddress.allowed) throw new AppError('rate_limited', { retryAfterSeconds: byAddress.retryAfterSeconds });

  await db.transaction().execute(async (trx) => {
    const lockKey = cookieKey ? `${merchantId}:c:${cookieKey}` : `${merchantId}:ip:${ip}`;
    await sql`SELECT pg_advisory_xact_lock(7310004, hashtext(${lockKey}))`.execute(trx);
    let recent = trx
      .selectFrom('captchas')
      .select('created_at')
      .where('merchant_id', '=', merchantId)
      .where('created_at', '>', new Date(at.getTime() - MIN_INTERVAL_MS));
    recent = cookieKey ? recent.where('client_key', '=', cookieKey) : recent.where('ip', '=', ip);
    if (await recent.limit(1).executeTakeFirst()) throw new AppError('captcha_too_soon');
    // Old pictures of this client are of no further use; keep the table to what can still be answered.
    if (cookieKey) {
      await trx
        .deleteFrom('captchas')
        .where('merchant_id', '=', merchantId)
        .where('client_key', '=', cookieKey)
        .where('expires_at', '<', at)
        .execute();
    }
    await storeCaptcha(trx, { merchantId, clientKey, answer, ip, now: at });
  });

  return { image: drawCaptcha(answer).toString('base64'), newClientKey: cookieKey ? null : clientKey };
}
