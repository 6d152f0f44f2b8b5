/**
 * What a log line may say of a request (ADR 048): its address with the values of secret query parameters
 * replaced, and no secret header. An address is written to the log with every request, and some addresses
 * carry a secret by design (a game frame's one-time code, a payment gateway's return with its token, an
 * old link with a token); headers carry the session's bearer token and cookies. A leaked log must not be
 * a way into anyone's session or game.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential, by name, whatever their case. */
const SECRET_PARAMETER =
  /^(token|code|password|pass|pwd|secret|key|signature|sign|sig|auth|authorization|session|sid|otp)$/i;
/** Any name that says what it holds is a credential (access_token, paymentPassword, apiKey …). */
const SECRET_PARAMETER_PART = /(token|password|secret|signature|api_?key)/i;

function isSecretName(name: string): boolean {
  return SECRET_PARAMETER.test(name) || SECRET_PARAMETER_PART.test(name);
}

/**
 * The address with each secret query parameter's value replaced by [redacted]; the path and every other
 * parameter as they came (the order and encoding kept, so the line still says what was asked).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const hashAt = url.indexOf('#', at);
  const query = url.slice(at + 1, hashAt < 0 ? undefined : hashAt);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judged as written.
    }
    return eq >= 0 && isSecretName(name) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** Headers whose value is a credential: they are never logged, whatever their value. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/** A copy of the headers with every credential's value replaced (the seamless signature header included). */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    out[name] = SECRET_HEADERS.has(lower) || isSecretName(lower) ? REDACTED : value;
  }
  return out;
}

/** The request as a log line shows it: Fastify's own summary, with the address redacted and no header. */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The serializers every logger of the app writes requests and headers with. */
export const logSerializers = { req: serializeRequest, headers: redactHeaders };
