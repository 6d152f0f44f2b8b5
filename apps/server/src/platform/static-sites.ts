import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Deps } from './context';

/** What the browser asked for, as a page of the player site needs it. */
export interface SitePageAsked {
  host: string | undefined;
  url: string;
  acceptEncoding: string | undefined;
}

/** A page of the player site to send instead of index.html as it is, encoded as the browser accepts. */
export interface SitePage {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** The page for an address the site answers with index.html, or null to send the file as it is. */
export type SitePages = (deps: Deps, asked: SitePageAsked) => Promise<SitePage | null>;

interface Sites {
  webDist?: string;
  adminDist?: string;
  /**
   * The player site's pages with the brand's first paint drawn in (ADR 043), given the built site's folder:
   * the first-paint module's firstPaintPages, handed in by app.ts (platform imports no module).
   */
  pages?: (webDist: string) => SitePages;
}

function cacheControl(reply: FastifyReply, path: string) {
  // Vite puts content-hashed files under assets/: cache them for good; everything else is revalidated.
  reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A file name that is not there is a 404; an .html path is a page of the SPA (spec: /register.html). */
function isAssetPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(path) && !/\.html?$/i.test(path);
}

/**
 * Each text file of a build has .br and .gz twins, written by the Vite build (vite-plugin-compression2):
 * the browser gets the smallest it accepts, with `Vary: Accept-Encoding`, and nothing is compressed per
 * request. The twins are not addresses of their own.
 */
const precompressed = { preCompressed: true, globIgnore: ['**/*.br', '**/*.gz'] };

/** The page `pages` draws for the request, or null (also when drawing fails: the page is then sent as it is). */
async function sitePage(pages: SitePages, request: FastifyRequest): Promise<SitePage | null> {
  try {
    return await pages(request.server.deps, {
      host: request.headers.host,
      url: request.url,
      acceptEncoding: request.headers['accept-encoding'],
    });
  } catch (error) {
    request.log.warn({ err: error }, 'first paint page: sending index.html as it is');
    return null;
  }
}

/**
 * Serves the built player site at / and the back office at /admin/, and owns the not-found answer: any
 * other GET that is not an API call and not a file gets the SPA's index.html (history-mode routes);
 * everything else is the not_found envelope.
 */
export async function registerStaticSites(app: FastifyInstance, sites: Sites): Promise<void> {
  const web = sites.webDist && existsSync(sites.webDist) ? sites.webDist : null;
  const admin = sites.adminDist && existsSync(sites.adminDist) ? sites.adminDist : null;
  const pages = web && sites.pages ? sites.pages(web) : null;
  if (web) {
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: false,
      // `/` is a home address like the others: the not-found handler below answers it, with the banner.
      index: false,
      setHeaders: cacheControl,
      ...precompressed,
    });
  }
  if (admin) {
    await app.register(fastifyStatic, {
      root: admin,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: !web,
      setHeaders: cacheControl,
      ...precompressed,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url;
    const apiLike = /^\/(wps|lgw|lotto|admin\/api|docs|metrics)(\/|$)/.test(path);
    // HEAD as GET: `/` is answered here now (not by fastify-static), and a monitor's HEAD / must stay a 200.
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (page && !apiLike && !isAssetPath(path)) {
      if (admin && path.startsWith('/admin/'))
        return reply.header('cache-control', 'no-cache').sendFile('index.html', admin);
      // The in-house games' page is its own light entry (ADR 032), not a route of the site's shell.
      if (web && /^\/play(\/|\?|$)/.test(path) && existsSync(join(web, 'play.html'))) {
        // The site's own /game page frames it: this page alone may be framed, and only by this site.
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
        reply.header('x-frame-options', 'SAMEORIGIN');
        return reply.header('cache-control', 'no-cache').sendFile('play.html', web);
      }
      // The static first paint carries the brand's headlines, and on the home addresses its first banner.
      const drawn = pages && request.method === 'GET' ? await sitePage(pages, request) : null;
      if (drawn) {
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding');
        if (drawn.encoding) reply.header('content-encoding', drawn.encoding);
        return reply.send(drawn.body);
      }
      if (web) return reply.header('cache-control', 'no-cache').sendFile('index.html', web);
    }
    throw new AppError('not_found');
  });
}
