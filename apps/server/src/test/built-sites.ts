import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// Built sites as the server reads them, for the tests of static hosting (platform/static-sites.test.ts) and of
// the first paint the server draws into the player site's page (modules/first-paint/first-paint-pages.test.ts).

export const STRIP =
  '<!--headline-strip--><div data-headline="" class="line"><span data-headline-text><!--headline-text--></span></div><!--/headline-strip-->';
// index.html's lobby block as the server reads it: a heading per lane, the vendors' row, one card (ADR 043).
export const LOBBY = [
  '<!--lobby--><div data-lobby="">',
  ...['rng', 'live', 'fish', 'pvp'].map(
    (lane) => `<!--lobby-heading:${lane}--><h1>${lane}</h1><!--/lobby-heading:${lane}-->`,
  ),
  '<!--lobby-vendors--><p>vendors</p><!--/lobby-vendors-->',
  '<ul><!--lobby-card--><li><img data-picture alt=""><b><!--card-name--></b><i><!--card-vendor--></i></li><!--/lobby-card--></ul>',
  '</div><!--/lobby-->',
].join('');

/**
 * A folder with a player site (web/) and a back office (admin/) as the Vite build leaves them: index.html,
 * play.html, hashed assets, and beside each text file its .br and .gz twins (vite-plugin-compression2). The
 * player site's index.html has the banner box and its marker, where the server puts the brand's first banner,
 * its headline strip, which the server writes once per language with headlines, and the lobby block (ADR 043).
 */
export function writeBuiltSites(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gemilang-sites-'));
  for (const site of ['web', 'admin']) {
    mkdirSync(join(dir, site, 'assets'), { recursive: true });
    writeFileSync(join(dir, site, 'index.html'), `<!doctype html><title>${site}</title>`);
    writeFileSync(join(dir, site, 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  writeFileSync(join(dir, 'web', 'play.html'), '<!doctype html><title>play</title>');
  const script = `export const words = ${JSON.stringify('gemilang '.repeat(200))};`;
  const page = `<!doctype html><title>web</title><div class="strip">${STRIP}</div><div class="banner-box" data-banner><!--first-banner--></div><main>${LOBBY}</main><p>${'welcome '.repeat(200)}</p>`;
  for (const [path, content] of [
    [join(dir, 'web', 'assets', 'words-def456.js'), script],
    [join(dir, 'web', 'index.html'), page],
  ] as const) {
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
  return dir;
}
