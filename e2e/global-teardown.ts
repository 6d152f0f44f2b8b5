import { rmSync } from 'node:fs';

/** The end-to-end server's database folder is thrown away after the run (the shuffled run keeps it). */
export default function teardown() {
  if (process.env.E2E_SHARED_SERVER === '1') return;
  const dir = process.env.GEMILANG_E2E_DATA;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
