import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server bundled as `npm run build` does it (scripts/build.mjs), into a folder of its own under dist/
 * named by `name` and the process id, with its migrations beside it; returns the path of its main.js.
 * Tests that start real server processes use it, since starting through tsx takes many seconds on a busy
 * machine. The caller removes the folder (dirname of the path) when done.
 */
export async function bundleServer(name: string): Promise<string> {
  const out = join(SERVER_DIR, 'dist', `${name}-${process.pid}`);
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [join(SERVER_DIR, 'src/main.ts')],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: Object.keys(pkg.dependencies).filter((dependency) => !dependency.startsWith('@gemilang/')),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  cpSync(join(SERVER_DIR, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
  return join(out, 'main.js');
}
