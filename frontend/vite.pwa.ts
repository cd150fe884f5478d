import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The installable app shell (vite-plugin-pwa, Workbox's generateSW): dist/sw.js precaches the
// visitor app (index.html, every chunk the main entry can load, its CSS, icons and manifest), so a
// cold reload offline works; navigations fall back to index.html except for the server's own
// pages. GraphiQL (its own entry, several MB of editor) is not precached. Logos and other images
// are cached at runtime, bounded. Updates: the new worker takes over at once (skipWaiting,
// clientsClaim) but never reloads a running page (main.tsx passes onNeedReload); the next visit
// runs the new version. The earlier version's files stay available to pages still running it
// (public/sw-keep-assets.js), offline too. Web Push messages and clicks: public/sw-push.js.

/** Paths the server answers itself: a navigation there must reach the network, never the app shell. */
export const SERVER_PATHS =
  /^\/(graphql|graphiql|auth|account|calendar|uploads|admin\/export|healthz|readyz|metrics|debug)(\/|$)/;

const MONTH = 30 * 24 * 60 * 60;

/** Files of the main entry's module graph (its chunks, lazy ones too, and their CSS and assets). */
function mainEntryFiles(bundle: Rollup.OutputBundle, entryName = 'main'): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    const meta = (item as { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
    meta?.importedCss.forEach((f) => files.add(f));
    meta?.importedAssets.forEach((f) => files.add(f));
    [...item.imports, ...item.dynamicImports].forEach(visit);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry && item.name === entryName) visit(item.fileName);
  }
  return files;
}

export function pwa(): Plugin[] {
  let appFiles = new Set<string>();
  const collect: Plugin = {
    name: 'festival-app-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      appFiles = mainEntryFiles(bundle);
    },
  };
  return [
    collect,
    ...VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false, // main.tsx registers it (virtual:pwa-register)
      includeManifestIcons: false, // the glob below lists every public file once
      manifest: {
        id: '/',
        name: 'Festival Voting',
        short_name: 'Festival',
        description: 'Discover and vote on the best festival artists together with your groups.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#020617',
        theme_color: '#020617',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['graphiql.html', 'sw-keep-assets.js', 'sw-push.js'],
        // Keeps the files of earlier versions for pages still running them (public/sw-keep-assets.js).
        importScripts: ['sw-keep-assets.js', 'sw-push.js'],
        // Workbox checks sizes before manifestTransforms runs; GraphiQL's editor (2.8 MB) would
        // fail the build there although the transform below leaves it out anyway.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Only the visitor app's own files: GraphiQL's chunks (Monaco, its workers) stay out.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => !e.url.startsWith('assets/') || appFiles.has(e.url)),
            warnings: appFiles.size === 0 ? ['no main entry found: the precache has no assets'] : [],
          }),
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        // 'autoUpdate' sets these only with the plugin's own registration; ours is in main.tsx.
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Built files the precache does not have: an earlier version's, kept at the update
            // (sw-keep-assets.js); else the network, stored nowhere (GraphiQL's editor included).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: async ({ request }) => (await caches.match(request, { cacheName: 'assets-kept' })) ?? fetch(request),
          },
          {
            // Festival logos (ours, /uploads/...): shown from the cache at once, refreshed behind.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 100, maxAgeSeconds: MONTH, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Artist images on other hosts (when the CSP allows them), opaque answers included.
            urlPattern: ({ request, sameOrigin }) => !sameOrigin && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'artist-images',
              expiration: { maxEntries: 60, maxAgeSeconds: MONTH, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ];
}
