import { type Language, languages, type TGameCategory } from '@gemilang/contract';
import { escapeHtml, pictureSource } from '../../platform/html-text';
import type { LobbyFirstScreen } from '../games';

/**
 * A game lobby's first screen in index.html's static first paint (ADR 043, "The game lobby's first screen"):
 * the page's heading, its rows of filters and the lane's first hot games, drawn before any script so the
 * largest picture a visitor first sees starts with the page, not after the lobby's code and reads.
 *
 * index.html holds the block between `<!--lobby-->` and `<!--/lobby-->`, with the classes the React lobby
 * uses, and in it one marked region per lane's heading, the vendors' row, and one card. The server keeps the
 * lane's heading, keeps or drops the vendors' row, and writes the card once per game; first-paint.js shows
 * the block to a visitor on that lane. Every other page is sent without the block.
 */

/** The lobbies whose first screen the server draws, by address, and the lane each shows. */
export const lobbyLanes = { rng: 'RNG', live: 'LIVE', fish: 'FISH', pvp: 'PVP' } as const satisfies Record<
  string,
  TGameCategory
>;
export type LobbyLane = keyof typeof lobbyLanes;

const LOBBY_ADDRESS = /^\/(rng|live|fish|pvp)\/?$/i;

/**
 * The lane of a lobby address whose first screen is the hot games, or null: another address, or a lobby
 * narrowed to one vendor (`?vassalage=`), which opens on that vendor's games instead.
 */
export function lobbyLaneOf(url: string): LobbyLane | null {
  const [path = '', query = ''] = url.split('?', 2);
  const lane = LOBBY_ADDRESS.exec(path)?.[1]?.toLowerCase() as LobbyLane | undefined;
  if (!lane || new URLSearchParams(query).has('vassalage')) return null;
  return lane;
}

interface Region {
  /** Where the opening marker starts and the closing marker ends. */
  start: number;
  end: number;
  inner: string;
}

function regionOf(html: string, name: string): Region | null {
  const open = `<!--${name}-->`;
  const close = `<!--/${name}-->`;
  const start = html.indexOf(open);
  const closeAt = start < 0 ? -1 : html.indexOf(close, start);
  if (closeAt < 0) return null;
  return { start, end: closeAt + close.length, inner: html.slice(start + open.length, closeAt) };
}

/** The page with the region's markers and content replaced by `content`. */
function replaced(html: string, region: Region, content: string): string {
  return html.slice(0, region.start) + content + html.slice(region.end);
}

/** index.html without the lobby block: what every page but a lobby's is sent with. */
export function withoutLobby(html: string): string {
  const block = regionOf(html, 'lobby');
  return block ? replaced(html, block, '') : html;
}

/** Text in each language: one run when they agree, else one span per language (first-paint.js shows one). */
function wordedText(texts: Record<Language, string>): string {
  const first = texts[languages[0]];
  if (languages.every((language) => texts[language] === first)) return escapeHtml(first);
  return languages
    .map((language) => `<span data-lang="${language}" lang="${language}">${escapeHtml(texts[language])}</span>`)
    .join('');
}

function card(template: string, game: LobbyFirstScreen['games'][number]): string | null {
  const src = pictureSource(game.imageUrl);
  if (!src || !template.includes('data-picture')) return null;
  return template
    .replace('data-picture', () => `src="${src}"`)
    .replace('<!--card-name-->', () => wordedText(game.names))
    .replace('<!--card-vendor-->', () => escapeHtml(game.vendorName));
}

/**
 * index.html with the lane's first screen in its lobby block, or without the block when the page has no
 * complete block or a card cannot be drawn as the lobby draws it (then React alone draws the lobby).
 */
export function withLobbyFirstScreen(html: string, lane: LobbyLane, screen: LobbyFirstScreen): string {
  const block = regionOf(html, 'lobby');
  if (!block || screen.games.length === 0) return withoutLobby(html);
  if (!block.inner.includes('data-lobby=""')) return withoutLobby(html);
  let inner = block.inner.replace('data-lobby=""', `data-lobby="${lane}"`);
  for (const other of Object.keys(lobbyLanes)) {
    const heading = regionOf(inner, `lobby-heading:${other}`);
    if (!heading) return withoutLobby(html);
    inner = replaced(inner, heading, other === lane ? heading.inner : '');
  }
  const vendors = regionOf(inner, 'lobby-vendors');
  if (!vendors) return withoutLobby(html);
  inner = replaced(inner, vendors, screen.vendors ? vendors.inner : '');
  const cardRegion = regionOf(inner, 'lobby-card');
  if (!cardRegion) return withoutLobby(html);
  const cards = screen.games.map((game) => card(cardRegion.inner, game));
  if (cards.some((drawn) => drawn === null)) return withoutLobby(html);
  inner = replaced(inner, cardRegion, cards.join(''));
  return replaced(html, block, inner);
}
