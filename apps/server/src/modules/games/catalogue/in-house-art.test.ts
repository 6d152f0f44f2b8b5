import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inHouseGames } from '../catalogue';
import { inHouseImage } from './lobby-game';

/**
 * The lobby names a picture for every in-house game and for the in-house vendor (ADR 031); the site ships
 * them. A game added to the catalogue without its picture would show a broken image: this fails first
 * (seen red with GM_SICBO.svg moved away).
 */
const webPublic = fileURLToPath(new URL('../../../../../web/public', import.meta.url));

describe("the in-house games' pictures", () => {
  it.each([...inHouseGames.map((g) => g.code), 'vendor-gemilang'])('%s has an SVG the site serves', (code) => {
    const file = `${webPublic}${inHouseImage(code)}`;
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+">/);
  });
});
