import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
    },
  },
  server: {
    // scripts/dev.mjs passes the ports it was given (WEB_PORT, PORT) so the proxy reaches the right API server.
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: process.env.DEV_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Kept in dist for error reporting, without the sourceMappingURL comment; the server never serves them.
    sourcemap: 'hidden',
    // Seven hash characters, not eight (rolldown's minimum for this many chunks): the entry lists every lazy chunk's path, and random characters barely
    // compress, so the landing page's 100 KB budget (ADR 0010) pays for each one. 64^7 names never collide.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
