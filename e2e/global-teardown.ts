import { rmSync } from 'node:fs';

/** The end-to-end server's database folder is thrown away after the run. */
export default function teardown() {
  const dir = process.env.GEMILANG_E2E_DATA;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
