import { describe, expect, it } from 'vitest';
import { playRoutes } from './games-play';
import { playRouteRefs } from './games-play-web';

describe('the in-house game page route table', () => {
  it('calls every play route at the address, method and access of its definition', () => {
    const shape = (def: { method: string; path: string; access: string }) => [def.method, def.path, def.access];
    const expected = Object.fromEntries(Object.entries(playRoutes).map(([name, def]) => [name, shape(def)]));
    const mirrored = Object.fromEntries(Object.entries(playRouteRefs).map(([name, ref]) => [name, shape(ref)]));
    expect(mirrored).toEqual(expected);
  });
});
