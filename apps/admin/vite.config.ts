import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the server under /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // The shared chunk holds React, zod and the whole contract (~180 kB gzipped); pages load on demand. Staff
  // use it on office connections, so the default 500 kB warning is raised rather than the contract split.
  build: { target: 'es2022', chunkSizeWarningLimit: 700 },
  // /wps for the public status call that gives the brand's time zone.
  server: { port: 5174, proxy: { '/admin/api': 'http://localhost:8080', '/wps': 'http://localhost:8080' } },
});
