import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { arrivalFiles } from './arrival-chunks';

/**
 * Which files index.html names for each arrival page (ADR 043). Seen red: with the entry's files not taken
 * away, the lottery's list held boot and the runtime; with only direct imports followed, it lost `shared`.
 */
function chunk(fileName: string, moduleIds: string[], imports: string[], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'assets/boot.js': chunk('assets/boot.js', ['/app/src/main.tsx'], ['assets/runtime.js'], true),
  'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js'], []),
  'assets/lottery-page.js': chunk(
    'assets/lottery-page.js',
    ['/app/src/features/lottery/lottery-page.tsx', '/app/src/features/lottery/game-desk.tsx'],
    ['assets/runtime.js', 'assets/icons.js'],
  ),
  'assets/icons.js': chunk('assets/icons.js', ['/app/node_modules/lucide-react/x.js'], ['assets/shared.js']),
  'assets/shared.js': chunk('assets/shared.js', ['/app/src/shared/ui/modal.tsx'], ['assets/boot.js']),
  'assets/api.js': chunk('assets/api.js', ['C:\\app\\src\\features\\games\\api.ts'], ['assets/shared.js']),
  'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
} as unknown as Rollup.OutputBundle;

describe('arrivalFiles', () => {
  it("lists a page's chunk and every chunk it imports, through imports of imports, less what the entry loads", () => {
    expect(arrivalFiles(bundle, { lottery: ['src/features/lottery/lottery-page.tsx'] })).toEqual({
      lottery: ['/assets/lottery-page.js', '/assets/icons.js', '/assets/shared.js'],
    });
  });

  it('names a file shared by two modules of one arrival once, and finds a module by a Windows path', () => {
    const files = arrivalFiles(bundle, {
      lobby: ['src/features/lottery/game-desk.tsx', 'src/features/games/api.ts'],
    });
    expect(files.lobby).toEqual(['/assets/lottery-page.js', '/assets/api.js', '/assets/icons.js', '/assets/shared.js']);
  });

  it('stops the build when no chunk holds a module an arrival names (a page renamed or moved)', () => {
    expect(() => arrivalFiles(bundle, { signIn: ['src/features/auth/auth-dialogs.tsx'] })).toThrow(
      /signIn.*auth-dialogs/,
    );
  });
});
