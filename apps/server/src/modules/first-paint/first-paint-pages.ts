import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LOBBY_FIRST_SCREEN_CARDS, languages } from '@gemilang/contract';
import type { Deps, MerchantContext } from '../../platform/context';
import { escapeHtml, pictureSource } from '../../platform/html-text';
import { hostOf, merchantForHost } from '../../platform/merchant';
import type { SitePage, SitePageAsked, SitePages } from '../../platform/static-sites';
import { type FirstPaintContent, firstPaintContent } from '../content';
import { lobbyFirstScreen } from '../games';
import { type LobbyLane, lobbyLaneOf, lobbyLanes, withLobbyFirstScreen, withoutLobby } from './lobby-first-screen-html';

/** Where index.html's static first paint takes the picture: inside the banner's placeholder box. */
export const FIRST_BANNER_MARKER = '<!--first-banner-->';
/**
 * index.html's headline strip, between these two markers: one block, written once per language that has
 * headlines, with its `data-headline=""` naming the language and the line in place of the text marker.
 */
export const HEADLINE_STRIP_START = '<!--headline-strip-->';
export const HEADLINE_STRIP_END = '<!--/headline-strip-->';
export const HEADLINE_TEXT_MARKER = '<!--headline-text-->';
const UNNAMED_STRIP = 'data-headline=""';

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

/** The picture as an <img> for the static first paint, or null for an address pictureSource refuses. */
export function firstBannerImg(url: string): string | null {
  const src = pictureSource(url);
  // The carousel's picture size (banner-carousel.tsx); index.html's style gives it the carousel's frame.
  return src ? `<img src="${src}" alt="" width="1280" height="400" fetchpriority="high">` : null;
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
 * index.html's headline strip written once per language that has headlines (first-paint.js shows the
 * visitor's), or the page as it was when the brand has none or the build has no strip.
 */
export function withHeadlines(html: string, headlines: FirstPaintContent['headlines']): string {
  const start = html.indexOf(HEADLINE_STRIP_START);
  const end = html.indexOf(HEADLINE_STRIP_END, start);
  if (start < 0 || end < 0) return html;
  const block = html.slice(start + HEADLINE_STRIP_START.length, end);
  if (!block.includes(UNNAMED_STRIP) || !block.includes(HEADLINE_TEXT_MARKER)) return html;
  const strips = languages.flatMap((language) => {
    const line = headlines[language];
    if (!line) return [];
    return block
      .replace(UNNAMED_STRIP, `data-headline="${language}" lang="${language}"`)
      .replace(HEADLINE_TEXT_MARKER, () => escapeHtml(line));
  });
  if (strips.length === 0) return html;
  return html.slice(0, start) + strips.join('') + html.slice(end + HEADLINE_STRIP_END.length);
}

/** index.html with the brand's first banner picture in the banner box, or as it was without one. */
export function withFirstBanner(html: string, bannerImage: string | null): string {
  const img = bannerImage ? firstBannerImg(bannerImage) : null;
  return img ? html.replace(FIRST_BANNER_MARKER, () => img) : html;
}

/**
 * Keeps `value` under `key` for the next requests, unless `work` fails: a failed read is not kept, and the
 * next request tries again (unless something newer has taken the key meanwhile).
 */
function keepUnlessItFails<K, V>(map: Map<K, V>, key: K, value: V, work: Promise<unknown>): void {
  map.set(key, value);
  work.catch(() => map.get(key) === value && map.delete(key));
}

type Variant = 'home' | 'frame' | `lobby:${LobbyLane}`;

function variantOf(url: string): Variant {
  if (isHomeAddress(url)) return 'home';
  const lane = lobbyLaneOf(url);
  return lane ? `lobby:${lane}` : 'frame';
}

/**
 * index.html with what the server knows of a brand in its static first paint (ADR 043): on the home addresses
 * the first banner's picture, whose request then starts with the HTML instead of after the boot script and the
 * announcements call (the largest paint's load delay); on a game lobby its first screen, the lane's first hot
 * games' pictures among it (lobby's largest paint, for the same reason); on every framed page the headline
 * strip's line, the largest text of a lobby's first screen, drawn before any script runs. Rendered and
 * compressed once per brand and variant for 30 s. Anything that goes wrong (no brand for the host, nothing to
 * add, no markers) answers null, a failed read fails, and the caller sends index.html as it is: what the server
 * adds is a head start, never a condition of the page. What it draws is read through the modules that own it:
 * the content module's firstPaintContent and the games module's lobbyFirstScreen.
 */
export function firstPaintPages(webDist: string): SitePages {
  interface Brand {
    at: number;
    content: Promise<{ html: string; content: FirstPaintContent }>;
    pages: Map<Variant, Promise<Page | null>>;
  }
  const brands = new Map<number, Brand>();

  async function render(deps: Deps, brand: Brand, merchant: MerchantContext, variant: Variant): Promise<Page | null> {
    const { html, content } = await brand.content;
    let page = withHeadlines(html, content.headlines);
    if (variant === 'home') page = withFirstBanner(page, content.bannerImage);
    if (variant.startsWith('lobby:')) {
      const lane = variant.slice('lobby:'.length) as LobbyLane;
      const screen = await lobbyFirstScreen(deps.db, merchant, lobbyLanes[lane], LOBBY_FIRST_SCREEN_CARDS);
      page = screen ? withLobbyFirstScreen(page, lane, screen) : withoutLobby(page);
    } else {
      page = withoutLobby(page);
    }
    return page === html ? null : { html: page };
  }

  async function pageFor(deps: Deps, host: string | undefined, variant: Variant): Promise<Page | null> {
    const merchant = await merchantForHost(deps.db, hostOf(host));
    if (!merchant) return null;
    let brand = brands.get(merchant.id);
    if (!brand || Date.now() - brand.at >= TTL_MS) {
      if (brands.size >= MAX_BRANDS) brands.clear();
      const content = Promise.all([
        readFile(join(webDist, 'index.html'), 'utf8'),
        firstPaintContent(deps.db, merchant.id, deps.now()),
      ]).then(([html, content]) => ({ html, content }));
      brand = { at: Date.now(), content, pages: new Map() };
      keepUnlessItFails(brands, merchant.id, brand, content);
    }
    let page = brand.pages.get(variant);
    if (!page) {
      page = render(deps, brand, merchant, variant);
      keepUnlessItFails(brand.pages, variant, page, page);
    }
    return page;
  }

  /**
   * A page of the site (any address the static sites would answer with index.html) with the brand's first paint
   * drawn in, encoded as the browser accepts; or null for the static sites to send the file as it is.
   */
  return async function firstPaintPage(deps: Deps, asked: SitePageAsked): Promise<SitePage | null> {
    const page = await pageFor(deps, asked.host, variantOf(asked.url));
    if (!page) return null;
    const encoding = encodingFor(asked.acceptEncoding);
    if (encoding === 'br') {
      page.br ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      return { body: await page.br, encoding };
    }
    if (encoding === 'gzip') {
      page.gzip ??= gzipped(page.html, { level: 9 });
      return { body: await page.gzip, encoding };
    }
    return { body: page.html, encoding: null };
  };
}
