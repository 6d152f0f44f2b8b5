import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** A Host header fit to be named in a policy: a name or an address, with an optional port, nothing else. */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The live channel's address: browsers that count ws:/wss: as 'self' need nothing more, older Safari needs
 * it spelt out. A Host header that is not a plain host name adds nothing (it could not smuggle a directive).
 */
function liveChannelSources(host: string | undefined): string {
  if (!host || !plainHost.test(host)) return "'self'";
  return `'self' ws://${host} wss://${host}`;
}

/**
 * The Content-Security-Policy of both sites and the API (ADR 017). The player's token is in localStorage,
 * so what keeps an injected script from reading it is `script-src 'self'`: no inline script, no eval, no
 * other origin. Styles may be inline: the page's boot style is, and the dialogs' scroll lock (Radix) adds a
 * <style> at run time; the operator's HTML, the only markup not written by us, is sanitised of styles.
 * Images may come from any https address (an operator's banner), from data: (the captcha) and from blob:
 * (a receipt's preview before upload). Frames (the launched game on /game) may be this host's or any https
 * address: a vendor's game runs on its own site.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [(request: { headers: { host?: string } }) => liveChannelSources(request.headers.host)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // /game frames a launched game (ADR 031): the in-house games on this host, a vendor's on its https site.
    frameSrc: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
  },
};

/** HSTS for a year, sent only on a reply that went out over HTTPS (a plain-HTTP site must stay reachable). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

type Headers = Record<string, string>;

/**
 * Helmet's headers for one Host, read by running its middleware once against a recorder. The middleware is
 * built once: @fastify/helmet rebuilt it, its directives parsed anew, on every request, which was about a
 * tenth of a balance read's CPU (ADR 042).
 */
function headersOfHelmet(middleware: ReturnType<typeof helmet>, host: string | undefined): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ headers: { host } } as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Hosts whose headers are kept; any Host is accepted, so the memory is bounded and simply starts over. */
const CACHED_HOSTS = 256;

/**
 * Security headers on every reply, pages and API alike: the policy above, nosniff, no referrer to other
 * sites, no framing by anyone (frame-ancestors and X-Frame-Options for older browsers), and HSTS once the
 * request came over HTTPS (directly, or through a proxy listed in TRUSTED_PROXIES that says so). A route
 * with a page of its own (the sandbox gateway) may still set a stricter policy on its reply. The headers
 * differ only by the Host the live channel is named from, so each Host's are worked out once and reused.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const middleware = helmet({
    contentSecurityPolicy,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const byHost = new Map<string, Headers>();
  const headersFor = (host: string | undefined): Headers => {
    const key = host !== undefined && plainHost.test(host) ? host : '';
    let headers = byHost.get(key);
    if (headers === undefined) {
      if (byHost.size >= CACHED_HOSTS) byHost.clear();
      headers = headersOfHelmet(middleware, key === '' ? undefined : key);
      byHost.set(key, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.headers.host));
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    done();
  });
}
