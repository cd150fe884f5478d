/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Go server (port 8080) owns /graphql (POST and WebSocket). In development Vite serves the
// pages and forwards the API, so cookies and the WebSocket Origin check see one origin.
const API = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // @vitejs/plugin-react 6 has no babel option: Relay's graphql tags go through @rolldown/plugin-babel.
  plugins: [react(), babel({ plugins: ['relay'] }), tailwindcss()],
  resolve: {
    // react-relay's main entry also bundles the legacy container APIs (QueryRenderer,
    // createFragmentContainer...); the app uses hooks only, so every import resolves to the hooks entry.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  server: {
    proxy: {
      '/graphql': { target: API, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // GraphiQL (Monaco) is large by nature and lives in its own entry; do not nag about it.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        graphiql: resolve(import.meta.dirname, 'graphiql.html'),
      },
    },
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Two shared cores run Go tests and browsers too: allow slow moments, never hide a failure.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
