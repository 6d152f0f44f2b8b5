import { rmSync } from 'node:fs';

/** The end-to-end servers' folders are thrown away after the run (the shuffled run keeps them). */
export default function teardown() {
  if (process.env.E2E_SHARED_SERVER === '1') return;
  for (const dir of [process.env.GEMILANG_E2E_DATA, process.env.GEMILANG_E2E_CLOCK]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
