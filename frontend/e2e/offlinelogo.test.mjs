// Journey: the installable app shell's manifest, and festival logos (/uploads/...) cached at
// runtime by the service worker (issue 15, app shell). The page links a manifest that makes the
// app installable (standalone, icons 192 and 512 and a maskable one, each served); once an edition
// page showed the logo under the worker, the logo still answers with no network. The logo file is
// put in the server's storage folder and linked in the database, as an admin's upload would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_YEAR, journey } from './harness.mjs';
import { poll } from './helpers.mjs';
import { network, sql, waitForAppShell } from './offlineHelpers.mjs';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO = '/uploads/festival-logos/aurora.png?v=1';

test('the app is installable, and a festival logo seen under the service worker still shows offline', async (t) => {
  const storage = mkdtempSync(join(tmpdir(), 'festival-uploads-'));
  t.after(() => rmSync(storage, { recursive: true, force: true }));
  mkdirSync(join(storage, 'festival-logos'));
  writeFileSync(join(storage, 'festival-logos', 'aurora.png'), PNG);
  await journey(
    t,
    async ({ server, context, page }) => {
      sql(server.dbURL, `UPDATE festivals SET logo_url = '${LOGO}' WHERE slug = 'aurora-fields'`);
      const setsPage = server.url + `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;
      await page.goto(setsPage);
      const manifest = await page.evaluate(async () => {
        const res = await fetch(document.querySelector('link[rel="manifest"]').href);
        const body = await res.json();
        const icons = [];
        for (const icon of body.icons) {
          const got = await fetch(icon.src);
          icons.push(`${icon.sizes} ${icon.purpose} ${got.status} ${got.headers.get('content-type')}`);
        }
        return { type: res.headers.get('content-type'), display: body.display, start: body.start_url, icons };
      });
      assert.deepEqual(manifest, {
        type: 'application/manifest+json',
        display: 'standalone',
        start: '/',
        icons: ['192x192 any 200 image/png', '512x512 any 200 image/png', '512x512 maskable 200 image/png'],
      });
      await waitForAppShell(page);
      // Loaded again under the worker: the logo's request now goes through it.
      await page.reload();
      await page.locator(`img[src="${LOGO}"]`).first().waitFor();
      await poll(
        async () => ({
          ok: await page.evaluate(async (url) => (await (await caches.open('uploads')).match(url)) !== undefined, LOGO),
        }),
        'the logo is in the runtime cache',
      );

      const net = await network(context);
      await net.offline();
      const offline = await page.evaluate(async (url) => {
        const res = await fetch(url);
        return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
      }, LOGO);
      assert.deepEqual(offline, { status: 200, type: 'image/png', bytes: PNG.length });
    },
    { STORAGE_DIR: storage },
  );
});
