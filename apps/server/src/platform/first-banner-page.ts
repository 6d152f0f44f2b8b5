import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostOf, merchantForHost } from './merchant';

/** The brand's first banner picture, or null; given by the content module (app.ts wires it). */
export type FirstBannerSource = (merchantId: number, now: Date) => Promise<string | null>;

/** Where index.html's static first paint takes the picture: inside the banner's placeholder box. */
export const FIRST_BANNER_MARKER = '<!--first-banner-->';

/** The addresses that draw the home page first (first-paint.js and main.tsx use the same set). */
const HOME_ADDRESS = /^\/(index|login|register|register\.html|help)?\/?$/i;

/** A page is rendered again after this long, so a banner the operator changes shows within it. */
const TTL_MS = 30_000;
const MAX_BRANDS = 1_000;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function isHomeAddress(url: string): boolean {
  return HOME_ADDRESS.test(url.split('?')[0] ?? '');
}

/**
 * The picture as an <img> for the static first paint, or null for an address that is neither same-site
 * relative nor http(s). Escaped for a quoted attribute: the content module already refuses other schemes,
 * but an operator's relative address may still hold a quote or a bracket.
 */
export function firstBannerImg(url: string): string | null {
  const sameSite = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  if (!sameSite && !/^https?:\/\/[^/\\]/i.test(url)) return null;
  const escaped = url
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  // The carousel's picture size (banner-carousel.tsx); index.html's style gives it the carousel's frame.
  return `<img src="${escaped}" alt="" width="1280" height="400" fetchpriority="high">`;
}

interface Page {
  html: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The encoding to send: brotli, else gzip, as the browser accepts them (a q of 0 refuses), else none. */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * index.html with the brand's first banner picture in its static first paint (ADR 043, "The first banner
 * from the server"): the picture's request starts with the HTML instead of after the boot script and the
 * announcements call, the largest paint's load delay. Rendered and compressed once per brand for 30 s.
 * Anything that goes wrong (no brand for the host, no banner, no marker, a failed read) answers null, and
 * the caller sends index.html as it is: the banner is a head start, never a condition of the page.
 */
export function firstBannerPages(webDist: string, source: FirstBannerSource) {
  const pages = new Map<number, { at: number; page: Promise<Page | null> }>();

  async function render(merchantId: number, now: Date): Promise<Page | null> {
    const [html, url] = await Promise.all([readFile(join(webDist, 'index.html'), 'utf8'), source(merchantId, now)]);
    const img = url ? firstBannerImg(url) : null;
    if (!img || !html.includes(FIRST_BANNER_MARKER)) return null;
    return { html: html.replace(FIRST_BANNER_MARKER, img) };
  }

  async function pageFor(request: FastifyRequest): Promise<Page | null> {
    const merchant = await merchantForHost(request.server.deps.db, hostOf(request.headers.host));
    if (!merchant) return null;
    const hit = pages.get(merchant.id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.page;
    if (pages.size >= MAX_BRANDS) pages.clear();
    const page = render(merchant.id, request.server.deps.now());
    pages.set(merchant.id, { at: Date.now(), page });
    // A failed read is not kept: the next request tries again.
    page.catch(() => pages.delete(merchant.id));
    return page;
  }

  /** Sends the home page with the banner and answers true, or answers false for the caller to send the file. */
  return async function sendFirstBannerPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || !isHomeAddress(request.url)) return false;
    let page: Page | null;
    try {
      page = await pageFor(request);
    } catch (error) {
      request.log.warn({ err: error }, 'first banner page: sending index.html without the banner');
      return false;
    }
    if (!page) return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (encoding === 'br') {
      page.br ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const body = await page.br;
      reply.header('content-encoding', 'br').send(body);
    } else if (encoding === 'gzip') {
      page.gzip ??= gzipped(page.html, { level: 9 });
      const body = await page.gzip;
      reply.header('content-encoding', 'gzip').send(body);
    } else {
      reply.send(page.html);
    }
    return true;
  };
}
