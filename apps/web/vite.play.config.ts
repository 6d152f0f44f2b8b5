import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The in-house games' page (play.html: /play/<game> and /play/verify; ADR 032), built apart from the site so
// its chunks share nothing with the site's first-load chunks: a phone opening a game in the /game frame
// fetches React, the page's words and the game rules, not the site shell. Written into the same dist after
// the site's build (which empties it), with the same precompressed twins.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg)$/,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'play.html' },
  },
});
