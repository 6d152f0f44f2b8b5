import { describe, expect, it } from 'vitest';
import type { LobbyFirstScreen } from '../games';
import { lobbyLaneOf, withLobbyFirstScreen, withoutLobby } from './lobby-first-screen-html';

/**
 * The game lobby's first screen in index.html's static first paint (ADR 043), as pure page writing; the pages
 * the server sends with the demo brand's games are in first-paint-pages.test.ts. Seen red: with the vendors' row
 * kept whatever the lane has, with a name written by a replacement string (`$&` became the marker), with an
 * unsafe picture address written, and with `?vassalage=` ignored.
 */
const headings = ['rng', 'live', 'fish', 'pvp']
  .map((lane) => `<!--lobby-heading:${lane}--><h1>${lane}</h1><!--/lobby-heading:${lane}-->`)
  .join('');
const CARD = '<li><img data-picture alt=""><b><!--card-name--></b><i><!--card-vendor--></i></li>';
const BLOCK = `<!--lobby--><div data-lobby="">${headings}<!--lobby-vendors--><p>vendors</p><!--/lobby-vendors--><ul><!--lobby-card-->${CARD}<!--/lobby-card--></ul></div><!--/lobby-->`;
const PAGE = `<body><header>h</header>${BLOCK}<footer>f</footer></body>`;

const game = (name: string, imageUrl = '/games/a.svg', vendorName = 'Gemilang') => ({
  imageUrl,
  names: { ms: name, en: name, zh: name },
  vendorName,
});

describe('lobbyLaneOf', () => {
  it('names the lane of a lobby address, in any case and with a slash, and no lane for anything else', () => {
    expect(lobbyLaneOf('/rng')).toBe('rng');
    expect(lobbyLaneOf('/LIVE/')).toBe('live');
    expect(lobbyLaneOf('/fish?mc=securityCenter')).toBe('fish');
    expect(lobbyLaneOf('/pvp')).toBe('pvp');
    for (const url of ['/lottery', '/rngx', '/rng/x', '/', '/sports']) expect(lobbyLaneOf(url), url).toBeNull();
  });

  it('gives no lane to a lobby narrowed to one vendor, which opens on that vendor’s games', () => {
    expect(lobbyLaneOf('/rng?vassalage=GEMILANG')).toBeNull();
    expect(lobbyLaneOf('/live?x=1&vassalage=')).toBeNull();
  });
});

describe('withLobbyFirstScreen', () => {
  const screen = (games: LobbyFirstScreen['games'], vendors = true): LobbyFirstScreen => ({ vendors, games });

  it("keeps the lane's heading and the vendors' row and writes one card per game, without the markers", () => {
    const page = withLobbyFirstScreen(
      PAGE,
      'live',
      screen([game('One', '/a.svg'), game('Two', 'https://cdn.x.test/b.webp')]),
    );
    expect(page).toBe(
      '<body><header>h</header><div data-lobby="live"><h1>live</h1><p>vendors</p><ul>' +
        '<li><img src="/a.svg" alt=""><b>One</b><i>Gemilang</i></li>' +
        '<li><img src="https://cdn.x.test/b.webp" alt=""><b>Two</b><i>Gemilang</i></li>' +
        '</ul></div><footer>f</footer></body>',
    );
  });

  it("drops the vendors' row of a lane without vendors", () => {
    const page = withLobbyFirstScreen(PAGE, 'rng', screen([game('One')], false));
    expect(page).toContain('<div data-lobby="rng"><h1>rng</h1><ul><li>');
    expect(page).not.toContain('vendors');
  });

  it('writes a name that differs by language once per language, and escapes names and addresses as written', () => {
    const page = withLobbyFirstScreen(PAGE, 'rng', {
      vendors: true,
      games: [
        {
          imageUrl: '/games/a"b<c>.svg',
          names: { ms: 'Naga $& Emas', en: 'Golden <b>Dragon</b>', zh: '金龙' },
          vendorName: 'R&D "Studio"',
        },
      ],
    });
    expect(page).toContain(
      '<li><img src="/games/a&quot;b&lt;c&gt;.svg" alt=""><b>' +
        '<span data-lang="ms" lang="ms">Naga $&amp; Emas</span>' +
        '<span data-lang="en" lang="en">Golden &lt;b&gt;Dragon&lt;/b&gt;</span>' +
        '<span data-lang="zh" lang="zh">金龙</span>' +
        '</b><i>R&amp;D &quot;Studio&quot;</i></li>',
    );
  });

  it('sends the page without the block when a picture address is not a picture’s, or there is no game', () => {
    for (const imageUrl of ['javascript:alert(1)', '//evil.test/a.png', 'data:image/svg+xml,<svg/>']) {
      expect(withLobbyFirstScreen(PAGE, 'rng', screen([game('One'), game('Two', imageUrl)])), imageUrl).toBe(
        '<body><header>h</header><footer>f</footer></body>',
      );
    }
    expect(withLobbyFirstScreen(PAGE, 'rng', screen([]))).toBe('<body><header>h</header><footer>f</footer></body>');
  });

  it('sends the page without the block when the block lacks a part, and leaves a page without a block alone', () => {
    const noHeading = PAGE.replace('<!--lobby-heading:pvp--><h1>pvp</h1><!--/lobby-heading:pvp-->', '');
    const noCard = PAGE.replace('<!--lobby-card-->', '');
    for (const broken of [noHeading, noCard])
      expect(withLobbyFirstScreen(broken, 'rng', screen([game('One')]))).toBe(
        '<body><header>h</header><footer>f</footer></body>',
      );
    expect(withLobbyFirstScreen('<body>plain</body>', 'rng', screen([game('One')]))).toBe('<body>plain</body>');
  });
});

describe('withoutLobby', () => {
  it('takes the block out, markers and all, and leaves a page without one as it is', () => {
    expect(withoutLobby(PAGE)).toBe('<body><header>h</header><footer>f</footer></body>');
    expect(withoutLobby('<body>plain</body>')).toBe('<body>plain</body>');
  });
});
