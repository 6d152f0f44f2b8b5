import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to a running server (npm start on 8080).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/lotto': 'http://localhost:8080' },
  },
});
