import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Rendering under happy-dom on a loaded 2-core machine can take seconds; the default 5 s flakes.
  test: { name: 'web', environment: 'happy-dom', setupFiles: ['./src/test-setup.ts'], testTimeout: 30_000 },
});
