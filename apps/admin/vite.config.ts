import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the server under /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022' },
  server: { port: 5174, proxy: { '/admin/api': 'http://localhost:8080' } },
});
