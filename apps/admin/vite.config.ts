import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Served by the server under /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    // Every text file of the build, public/ included, also written as .br and .gz beside it where that is
    // smaller: the server sends the one the browser accepts (@fastify/static's preCompressed) and never
    // compresses a static file per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/,
    }),
  ],
  // The shared chunk holds React, zod and the whole contract (~180 kB gzipped); pages load on demand. Staff
  // use it on office connections, so the default 500 kB warning is raised rather than the contract split.
  build: { target: 'es2022', chunkSizeWarningLimit: 700 },
  // /wps for the public status call that gives the brand's time zone.
  server: { port: 5174, proxy: { '/admin/api': 'http://localhost:8080', '/wps': 'http://localhost:8080' } },
});
