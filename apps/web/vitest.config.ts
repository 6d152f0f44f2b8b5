import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { name: 'web', environment: 'happy-dom', setupFiles: ['./src/test-setup.ts'] },
});
