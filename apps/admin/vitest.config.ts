import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { name: 'admin', environment: 'happy-dom', setupFiles: ['./src/test/setup.ts'], testTimeout: 30_000 },
});
