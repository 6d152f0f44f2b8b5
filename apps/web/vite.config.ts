import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { arrivalChunks } from './build/arrival-chunks';
import { firstLoadChunks } from './build/first-load-chunks';
import { firstPaintWords } from './build/first-paint-words';
import { preloadFont } from './build/preload-font';

const chunks = firstLoadChunks(/[\\/]src[\\/]app[\\/]routed-shell\.tsx$/);

// The icons that several later pages share (the member centre's menu and pages, the lobbies' buttons), in
// one chunk instead of one each: 36 files of 200 to 500 bytes, 13 KB together (4 KB compressed). A page
// asking for its code asked for a dozen of them, and each costs the phone's main thread a link element and
// a module of its own in the middle of the load (ADR 043, third pass). An icon only one page uses stays in
// that page's chunk; the icons of the first paint stay in boot and routed-site, whose groups come first.
const laterIcons = { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 0, minShareCount: 2 };

// The dev server proxies the API to a running server (npm start on 8080).
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunks.plugin,
    firstPaintWords(resolve(import.meta.dirname, 'src/locales')),
    preloadFont('inter-latin-wght-normal.woff2'),
    // The pages a visitor may arrive on by address, whose files the boot script asks for one a task (ADR 043):
    // the names are those boot/arrival-code.ts reads, the modules those main.tsx preloads.
    arrivalChunks({
      lottery: ['src/features/lottery/lottery-page.tsx'],
      lobby: ['src/features/games/lobby-page.tsx', 'src/features/games/api.ts'],
      signIn: ['src/features/auth/auth-dialogs.tsx'],
      memberCentre: ['src/app/member-centre/member-centre-link.tsx', 'src/app/member-centre/member-centre-dialog.tsx'],
    }),
    // Every text file of the build, public/ included, also written as .br and .gz beside it where that is
    // smaller: the server sends the one the browser accepts (@fastify/static's preCompressed) and never
    // compresses a static file per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser that runs es2022 preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [...chunks.groups, laterIcons] } } },
  },
  server: {
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/lotto': 'http://localhost:8080' },
  },
});
