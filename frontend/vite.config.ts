/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './vite.pwa.ts';
import { relayTags } from './vite.relay.ts';

// The Go server (port 8080) owns /graphql (POST and WebSocket). In development Vite serves the
// pages and forwards the API, so cookies and the WebSocket Origin check see one origin.
const API = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Writes a brotli copy (name.br) of every hashed asset worth compressing: the server sends it to
 * browsers that accept br (internal/web/spa.go). At the best level the app's chunks are about 15 %
 * smaller than the server's gzip; GraphiQL's large editor files get a fast level (seconds, not a
 * minute, of build).
 */
function brotliAssets(): Plugin {
  return {
    name: 'brotli-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/^assets\/.*\.(js|css|svg)$/.test(file)) continue;
        const path = resolve(options.dir!, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        const quality = source.length <= 300 * 1024 ? 11 : 5;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
      }
    },
  };
}

/**
 * index.html's first paint needs nothing but the HTML: the static shell is in it (see its comment).
 * So, in the built page:
 * - the app's stylesheet is inlined (a <style> element in place of its <link>), not one more
 *   request on the critical path (about 50 KB, 9 KB compressed; the CSP allows inline styles);
 * - the app's entry and its modulepreloads become one inert element,
 *   `<script type="text/plain" id="app-entry" src=... data-preload=...>` (a script of that type
 *   is neither fetched nor run), which index.html's loader turns into the module script and its
 *   preloads once the shell has painted: the app's 200 KB of modules neither compete with the
 *   first paint nor count as blocking it (Lighthouse counts every script that ends before the
 *   paint as needed for it).
 * GraphiQL's page is left as it is.
 */
function firstPaintHtml(): Plugin {
  return {
    name: 'first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return html;
        const preloads: string[] = [];
        const out = html
          .replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
            const asset = ctx.bundle![file];
            if (asset?.type !== 'asset') return link;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        const entries = out.match(/<script type="module" crossorigin src="[^"]+"><\/script>/g) ?? [];
        if (entries.length !== 1) throw new Error(`index.html: want one module entry, found ${entries.length}`);
        return out.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, src: string) => `<script type="text/plain" id="app-entry" src="${src}" data-preload="${preloads.join(' ')}"></script>`,
        );
      },
    },
  };
}

/**
 * react-relay's hooks entry, in the build, as an ES module of the hooks the app imports (Relay is
 * CommonJS, so its whole entry would be bundled: entry points, the legacy profiler...), and with
 * the hooks Relay 21 runs: with RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY on (its default,
 * which the app never changes) useFragmentInternal, useLoadMoreFunction and useQueryLoader only
 * call their _EXPERIMENTAL versions, so those are bundled in their place. An import of a hook not
 * listed here fails the build (a missing export).
 */
const RELAY_HOOKS = '\0react-relay-hooks';
const relayHookFiles = [
  'RelayEnvironmentProvider',
  'useFragment',
  'useLazyLoadQuery',
  'useMutation',
  'usePaginationFragment',
  'usePreloadedQuery',
  'useQueryLoader',
  'useRefetchableFragment',
  'useRelayEnvironment',
  'useSubscription',
];
const relayActivityHooks = new Set(['./useFragmentInternal', './useLoadMoreFunction', './useQueryLoader']);

function relayHooks(): Plugin {
  return {
    name: 'relay-hooks-entry',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-relay' || source === 'react-relay/hooks') return RELAY_HOOKS;
      if (relayActivityHooks.has(source) && importer?.replaceAll('\\', '/').includes('/react-relay/lib/relay-hooks/')) {
        return this.resolve(`${source}_EXPERIMENTAL`, importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id !== RELAY_HOOKS) return null;
      const hooks = relayHookFiles.map((name) => {
        const file = relayActivityHooks.has(`./${name}`) ? `${name}_EXPERIMENTAL` : name;
        return `import ${name} from 'react-relay/lib/relay-hooks/${file}';`;
      });
      return [
        ...hooks,
        `import { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';`,
        `export { fetchQuery, graphql } from 'relay-runtime';`,
        `export { loadQuery, ${relayHookFiles.join(', ')} };`,
      ].join('\n');
    },
  };
}

// sonner adds its stylesheet as a <style> element when it loads, which the Content-Security-
// Policy refuses (no 'unsafe-inline' in style-src): the build makes it a constructed style sheet
// (src/lib/cspStyles.ts, inlined here: the package is one module). Fails the build when the
// package no longer has the function, so an upgrade is looked at.
const SONNER_INSERT = 'function __insertCSS(code) {';
function sonnerStyles(): Plugin {
  return {
    name: 'sonner-constructed-styles',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(SONNER_INSERT)) throw new Error(`sonner: ${SONNER_INSERT} not found (see vite.config.ts)`);
      return code.replace(
        SONNER_INSERT,
        `${SONNER_INSERT}
  if (code && typeof document != 'undefined' && typeof CSSStyleSheet == 'function' && 'adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(code);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }`,
      );
    },
  };
}

export default defineConfig({
  // @vitejs/plugin-react 6 has no babel option: Relay's graphql tags go through relayTags.
  plugins: [relayHooks(), relayTags(), sonnerStyles(), react(), tailwindcss(), firstPaintHtml(), brotliAssets(), pwa()],
  resolve: {
    // react-relay's main entry also bundles the legacy container APIs (QueryRenderer,
    // createFragmentContainer...); the app uses hooks only, so every import resolves to the hooks entry.
    // react-style-singleton (Radix's scroll lock) adds <style> elements, which the CSP refuses:
    // its API is resolved to src/lib/styleSingleton.ts, which adds constructed style sheets.
    alias: [
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      { find: /^react-style-singleton$/, replacement: resolve(import.meta.dirname, 'src/lib/styleSingleton.ts') },
      // zod without its eval probe (a CSP violation report): src/lib/zod.ts.
      { find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod.ts') },
    ],
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
    // Two shared cores run Go tests and browsers too: a test waits for states up to DEADLINE
    // (src/test/deadline.ts, 60 s); the test as a whole gets twice that.
    testTimeout: 120_000,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
