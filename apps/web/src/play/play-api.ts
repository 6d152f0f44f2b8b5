import type { RouteDef, RouteValue } from '@gemilang/contract';
import { ApiError, type RouteRef, readEnvelope } from '@gemilang/contract/web';
import i18n from 'i18next';

export { ApiError };

/**
 * The game page's calls (ADR 032): JSON POSTs carrying the play token in their body, in the page's
 * language, the envelope unwrapped. The page has no site session: the play token, got once for the
 * one-time code in its address (ADR 048), is its only credential.
 */
export async function playCall<D extends RouteDef>(def: RouteRef<D>, body: unknown): Promise<RouteValue<D>> {
  let response: Response;
  try {
    response = await fetch(def.path, {
      method: def.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Language: i18n.language || 'ms' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('play:errors.network'), 0);
  }
  const reply = readEnvelope(await response.json().catch(() => null));
  if (reply?.ok) return reply.value as RouteValue<D>;
  if (!reply) throw new ApiError('internal_error', i18n.t('play:errors.system'), response.status);
  throw new ApiError(reply.failure.code, reply.failure.message, response.status, reply.failure.details);
}

/** A request id for one round: a retry of the same round sends the same id and moves nothing twice. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `p${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
