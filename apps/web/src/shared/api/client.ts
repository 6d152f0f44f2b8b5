import type { RouteDef, RouteValue, TPublicKey } from '@gemilang/contract';
import { ApiError, encryptBody, type RouteRef, readEnvelope, routeUrl, systemRoutes } from '@gemilang/contract/web';
import i18n from '../i18n';
import { getSession, setSession } from '../session';

// Re-exported so the app's modules keep importing it from their API client.
export { ApiError };

interface CallInput {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  params?: Record<string, string>;
  /** A token other than the session's: the forced password change runs before the session is set. */
  token?: string;
  /**
   * A visitor's route that answers a signed-in caller in person (the promotions hall: each card's claim state)
   * carries the session's token when there is one; other visitor routes never send it.
   */
  personal?: boolean;
}

let publicKey: Promise<TPublicKey> | null = null;

function serverKey(): Promise<TPublicKey> {
  publicKey ??= callApi(systemRoutes.publicKey).catch((error: unknown) => {
    publicKey = null;
    throw error;
  });
  return publicKey;
}

async function bodyOf(def: RouteRef, body: unknown): Promise<{ body?: BodyInit; type?: string }> {
  if (def.method === 'GET' || def.method === 'DELETE') return {};
  if (def.encrypted)
    return { body: JSON.stringify(await encryptBody(await serverKey(), body ?? {})), type: 'application/json' };
  if (def.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) form.set(k, String(v ?? ''));
    return { body: form.toString(), type: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body ?? {}), type: 'application/json' };
}

/**
 * Calls one route of the contract (by its address, from `@gemilang/contract/web`): Language header, bearer
 * token, encryption where the route asks for it, and the envelope unwrapped. A refusal throws ApiError; an ended session is cleared so the site
 * shows the visitor's view.
 */
export async function callApi<D extends RouteDef>(def: RouteRef<D>, input: CallInput = {}): Promise<RouteValue<D>> {
  const { body, type } = await bodyOf(def, input.body);
  const token = input.token ?? getSession()?.token;
  return sendToApi(
    routeUrl(def, input),
    { method: def.method, body, headers: type ? { 'Content-Type': type } : {} },
    def.access !== 'visitor' || input.personal ? token : undefined,
  ) as Promise<RouteValue<D>>;
}

/**
 * One request to the API with the site's headers (Language, Accept, the bearer token when given), and
 * the envelope unwrapped: the value, or an ApiError in the caller's language. Calls outside the route
 * table (a multipart upload) use it too.
 */
export async function sendToApi(
  url: string,
  init: { method: string; body?: BodyInit; headers?: Record<string, string> },
  token: string | undefined,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        Language: i18n.language || 'ms',
        ...init.headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: init.body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  const reply = readEnvelope(await response.json().catch(() => null));
  if (reply?.ok) return reply.value;
  if (!reply) throw new ApiError('internal_error', i18n.t('common:errors.system'), response.status);
  const { code, message, details } = reply.failure;
  if (code === 'token_expired' || (code === 'token_required' && token)) setSession(null);
  throw new ApiError(code, message, response.status, details);
}
