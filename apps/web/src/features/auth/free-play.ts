import type { TLoginValue } from '@gemilang/contract';
import { encryptShortText, sessionRoutes, systemRoutes } from '@gemilang/contract/web';
import { callApi } from '../../shared/api/client';

function osName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'macOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
}

/**
 * Free play: a trial account (type 4) made from an RSA-encrypted reversed random string, which
 * the server uses once so a replayed request cannot mint a second account.
 */
export async function freePlayLogin(): Promise<TLoginValue> {
  const publicKey = await callApi(systemRoutes.publicKey);
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
  const key = await encryptShortText(publicKey, [...random].reverse().join(''));
  return callApi(sessionRoutes.freePlay, { body: { os: osName(), platform: 'W', key, version: 3 } });
}
