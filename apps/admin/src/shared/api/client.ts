import {
  ApiError,
  type RouteBody,
  type RouteDef,
  type RouteQuery,
  type RouteValue,
  readEnvelope,
  routeUrl,
} from '@gemilang/contract';
import i18n from '../i18n';
import { getSession, setSession } from '../session';

// Re-exported so the app's modules keep importing it from their API client.
export { ApiError };

export interface CallInput<D extends RouteDef = RouteDef> {
  query?: Partial<Record<keyof RouteQuery<D> & string, string | number | boolean | undefined>>;
  body?: RouteBody<D>;
  params?: Record<string, string | number>;
}

/**
 * Calls one back-office route of the contract: Language header, the operator's bearer token, a JSON body,
 * and the `{success, value}` envelope unwrapped. A refusal throws ApiError with the server's message; an
 * ended session is cleared so the app returns to the sign-in page.
 */
export async function callApi<D extends RouteDef>(def: D, input: CallInput<D> = {}): Promise<RouteValue<D>> {
  const token = getSession()?.token;
  const hasBody = def.method !== 'GET' && def.method !== 'DELETE' && input.body !== undefined;
  let response: Response;
  try {
    response = await fetch(routeUrl(def, input as Parameters<typeof routeUrl>[1]), {
      method: def.method,
      headers: {
        Accept: 'application/json',
        Language: i18n.language || 'en',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(token && def.access !== 'visitor' ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: hasBody ? JSON.stringify(input.body) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  return (await unwrap(response, token)) as RouteValue<D>;
}

/**
 * Sends one file to a back-office route that takes it as multipart (the file field `file`, a content picture of
 * ADR 072), with the operator's token, and unwraps the reply as callApi does.
 */
export async function callUpload<D extends RouteDef>(def: D, file: File): Promise<RouteValue<D>> {
  const token = getSession()?.token;
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(def.path, {
      method: def.method,
      headers: {
        Accept: 'application/json',
        Language: i18n.language || 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  return (await unwrap(response, token)) as RouteValue<D>;
}

/** A reply's envelope: its value, or its refusal thrown as ApiError after what an ended session asks. */
async function unwrap(response: Response, token: string | undefined): Promise<unknown> {
  const reply = readEnvelope(await response.json().catch(() => null));
  if (reply?.ok) return reply.value;
  if (!reply) throw new ApiError('internal_error', i18n.t('common:errors.system'), response.status);
  const { code, message, details } = reply.failure;
  // An ended, revoked or locked session sends the operator back to the sign-in page.
  if (token && (code === 'token_expired' || code === 'token_required' || code === 'account_locked')) setSession(null);
  // The server holds this operator to changing an administrator's password first: show that page.
  const session = getSession();
  if (token && code === 'password_change_required' && session && !session.mustChangePassword) {
    setSession({ ...session, mustChangePassword: true });
  }
  throw new ApiError(code, message, response.status, details);
}

/** The field issues of an `invalid_input` refusal, by field name, for showing next to each input. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.details as { field?: unknown; message?: unknown }[]) {
    if (typeof issue?.field === 'string' && typeof issue.message === 'string') out[issue.field] ??= issue.message;
  }
  return out;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('common:errors.system');
}

/**
 * Calls a back-office route that answers a file (a report's CSV, ADR 067) with the operator's token, and hands back
 * its bytes and the file name the server gave; a refusal arrives as the usual envelope and throws as callApi's do.
 */
export async function callCsv<D extends RouteDef>(
  def: D,
  input: CallInput<D> = {},
): Promise<{ fileName: string; file: Blob }> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(routeUrl(def, input as Parameters<typeof routeUrl>[1]), {
      method: 'GET',
      headers: {
        Accept: 'text/csv, application/json',
        Language: i18n.language || 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    // The bytes as sent: text() would drop the BOM by which Excel reads the file as UTF-8.
    return { fileName: named?.[1] ?? 'report.csv', file: await response.blob() };
  }
  const reply = readEnvelope(await response.json().catch(() => null));
  if (reply && !reply.ok) {
    const { code, message, details } = reply.failure;
    if (token && (code === 'token_expired' || code === 'token_required' || code === 'account_locked')) setSession(null);
    throw new ApiError(code, message, response.status, details);
  }
  throw new ApiError('internal_error', i18n.t('common:errors.system'), response.status);
}
