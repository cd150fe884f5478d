// Journeys: Day and night (issue 36 item 4). The light theme chosen in the profile is kept on the
// device and on the server; a reload shows no dark frame from the very first paint (the static
// shell, before any of the app's JavaScript has run) to the app's own screen; another device of
// the account adopts it; the offline shell (served by the service worker) paints light too; and
// axe finds no colour-contrast violation in either theme. At 375 px and 1280 px.
//
// "No dark frame" is checked three ways: a screenshot taken while the app's entry script is held
// (only index.html and its inline scripts have run: what the first paint shows), every frame the
// compositor produced during the reload (DevTools' Page.startScreencast), and the page's own
// background computed at every animation frame from the first one on (an init script). A control
// with the dark theme shows that the same checks do see dark frames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { journey } from './harness.mjs';
import { gql, poll } from './helpers.mjs';
import { signInCode } from './mail.mjs';
import { network, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Signs email in from the page (a first sign-in makes the account, onboarded here). */
async function signIn(page, mail, email) {
  await gql(page, 'mutation($i: RequestSignInCodeInput!) { requestSignInCode(input: $i) { email } }', { i: { email } });
  const code = signInCode(await mail.waitFor(email));
  await gql(page, 'mutation($i: VerifySignInCodeInput!) { verifySignInCode(input: $i) { viewer { email } } }', { i: { email, code } });
  await gql(page, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { viewer { needsOnboarding } } }', {
    i: {
      username: email.split('@')[0].replace(/[^a-z0-9]/g, '_'),
      completedOnboarding: true,
    },
  });
}

/** Colour-contrast violations axe finds on the page (evaluated over DevTools: the CSP does not apply). */
async function contrastViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const r = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations'],
    }),
  );
  return r.violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
}

/**
 * The brightness (0-255, the mean of r, g, b) of the pixel at x, y of each PNG or JPEG image
 * (base64), decoded in a blank page of the browser (no decoder library needed here).
 */
async function brightness(decoder, images, x, y) {
  return decoder.evaluate(
    async ({ images, x, y }) => {
      const out = [];
      for (const { data, type } of images) {
        const blob = await (await fetch(`data:${type};base64,${data}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        const [r, g, b] = ctx.getImageData(Math.min(x, bitmap.width - 1), Math.min(y, bitmap.height - 1), 1, 1).data;
        out.push(Math.round((r + g + b) / 3));
      }
      return out;
    },
    { images, x, y },
  );
}

/** Records every frame the page's compositor produces (DevTools screencast) until stop(). */
async function screencast(context, page) {
  const cdp = await context.newCDPSession(page);
  const frames = [];
  cdp.on('Page.screencastFrame', (f) => {
    frames.push({ data: f.data, type: 'image/png', at: f.metadata.timestamp });
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  return {
    frames,
    async stop() {
      await cdp.send('Page.stopScreencast').catch(() => {});
      await cdp.detach().catch(() => {});
    },
  };
}

/**
 * An init script: from the first animation frame of every page load on, the background the page
 * paints (the first element with an opaque background from the shell's root up, else <html>'s)
 * is recorded per frame in window.__backgrounds, as its brightness, with the theme on <html>.
 */
function frameSampler() {
  window.__backgrounds = [];
  // Computed colours may be oklch(...) or color-mix(...): a 1 px canvas turns any into sRGB.
  const ctx = new OffscreenCanvas(1, 1).getContext('2d', {
    willReadFrequently: true,
  });
  const bright = (c) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return a < 128 ? null : Math.round((r + g + b) / 3);
  };
  const sample = () => {
    const shell = document.querySelector('#root > div');
    const shellBg = shell ? bright(getComputedStyle(shell).backgroundColor) : null;
    const pageBg = bright(getComputedStyle(document.documentElement).backgroundColor);
    window.__backgrounds.push({
      theme: document.documentElement.dataset.theme ?? null,
      value: shellBg ?? pageBg,
    });
    if (window.__backgrounds.length < 600) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const LIGHT = 200; // a light frame's page background is at least this bright
const DARK = 60; // a dark frame's at most this

/**
 * Reloads page and returns what the first paint and every later frame showed: the static shell's
 * screenshot (the app's entry held meanwhile), the screencast frames and the per-frame samples.
 */
async function reloadAndWatch(context, page, decoder, ready, { holdEntry = true } = {}) {
  const { width, height } = page.viewportSize();
  const x = 2; // the page's own margin at both widths (content starts at 16 px or further in)
  const y = Math.round(height / 2);
  let staticShot = null;
  const hold = async (route) => {
    staticShot ??= (await page.screenshot({ type: 'png' })).toString('base64');
    await route.continue();
  };
  if (holdEntry) await context.route('**/assets/main-*.js', hold);
  const cast = await screencast(context, page);
  await poll(async () => ({ ok: cast.frames.length > 0 }), 'a first frame before the reload');
  const before = cast.frames.length;
  const reloadAt = Date.now() / 1000;
  await page.reload({ waitUntil: 'commit' });
  await ready(page).waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await cast.stop();
  if (holdEntry) await context.unroute('**/assets/main-*.js', hold);
  const samples = await page.evaluate(() => window.__backgrounds);
  // THEME_FRAMES=1 keeps the frames and the static shot in e2e/artifacts/frames/ (gitignored), for a look.
  if (process.env.THEME_FRAMES) {
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(new URL('./artifacts/frames/', import.meta.url), {
      recursive: true,
    });
    cast.frames.forEach((f, i) =>
      writeFileSync(new URL(`./artifacts/frames/${width}-${i}.png`, import.meta.url), Buffer.from(f.data, 'base64')),
    );
    if (staticShot) writeFileSync(new URL(`./artifacts/frames/${width}-static.png`, import.meta.url), Buffer.from(staticShot, 'base64'));
  }
  return {
    staticShell: staticShot ? (await brightness(decoder, [{ data: staticShot, type: 'image/png' }], x, y))[0] : null,
    frames: await brightness(decoder, cast.frames.slice(before), x, y),
    times: cast.frames.map((f) => (f.at - reloadAt).toFixed(3)),
    before,
    samples,
    width,
  };
}

for (const width of [375, 1280]) {
  test(`at ${width} px the light theme chosen in the profile holds on a reload, from the first paint, on another device and offline; axe passes in both themes`, async (t) => {
    await journey(
      t,
      async ({ server, browser, mail }) => {
        const viewport = { width, height: width === 375 ? 812 : 900 };
        // The device follows no light preference of its own: only the choice can make it light.
        const context = await browser.newContext({
          viewport,
          colorScheme: 'dark',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        const decoder = await context.newPage(); // about:blank, for decoding screenshots
        const email = `sun-${width}@example.com`;
        await page.goto(server.url + '/');
        await signIn(page, mail, email);
        await page.goto(server.url + '/profile');
        await page.getByRole('heading', { name: 'Profile' }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'dark before a choice');
        const darkContrast = await contrastViolations(page);
        assert.deepEqual(darkContrast, [], 'axe colour contrast in the dark theme (profile)');

        await page.getByRole('radio', { name: /^Light/ }).check();
        await poll(
          async () => ({
            ok: (await page.evaluate(() => document.documentElement.dataset.theme)) === 'light',
          }),
          'the page turns light',
        );
        await poll(async () => {
          const { viewer } = await gql(page, '{ viewer { theme } }');
          return { ok: viewer.theme === 'LIGHT', theme: viewer.theme };
        }, 'the server keeps LIGHT');
        assert.equal(await page.evaluate(() => localStorage.getItem('festival:theme')), 'light', 'kept on the device');
        assert.equal(await page.evaluate(() => localStorage.getItem('festival:theme:unsynced')), null, 'nothing left to send');
        assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#ffffff', 'the browser bar follows');

        // The reload: no dark frame, from the static shell's first paint to the app's screen.
        await context.addInitScript(frameSampler);
        const light = await reloadAndWatch(context, page, decoder, (p) => p.getByRole('heading', { name: 'Profile' }));
        assert.ok(light.staticShell !== null && light.staticShell >= LIGHT, `the static first paint is light (${light.staticShell})`);
        assert.ok(light.frames.length > 0, 'the screencast saw frames');
        assert.deepEqual(
          light.frames.filter((b) => b < LIGHT),
          [],
          `every painted frame is light: ${light.frames.join(',')} (${light.before} before, at ${light.times})`,
        );
        assert.ok(light.samples.length > 0, 'the page was sampled');
        assert.deepEqual(
          light.samples.filter((s) => s.theme !== 'light' || s.value === null || s.value < LIGHT),
          [],
          'every animation frame had the light theme and a light background',
        );
        assert.equal(await page.getByRole('radio', { name: /^Light/ }).isChecked(), true, 'the profile shows the choice');

        // axe in the light theme, on the profile and a set list (the main screens in both themes:
        // e2e/a11y.test.mjs).
        assert.deepEqual(await contrastViolations(page), [], 'axe colour contrast in the light theme (profile)');

        // Another device of the account, with no choice of its own, adopts the server's.
        // (The session is carried over: a second code for the address within a minute is refused.)
        const other = await browser.newContext({
          viewport,
          colorScheme: 'dark',
        });
        await other.addCookies((await context.cookies()).filter((c) => c.name === 'festival_session'));
        const phone = await other.newPage();
        await phone.goto(server.url + '/profile');
        await phone.getByRole('heading', { name: 'Profile' }).waitFor();
        await poll(
          async () => ({
            ok: (await phone.evaluate(() => document.documentElement.dataset.theme)) === 'light',
          }),
          'the other device adopts light',
        );
        assert.equal(await phone.evaluate(() => localStorage.getItem('festival:theme')), 'light', 'and keeps it for its first paint');

        // The offline shell: the service worker serves index.html; its first paint is light too.
        await waitForAppShell(phone);
        // The profile's data is in the saved store before going offline (written a second after
        // the last change; a busy machine can be later than the reload).
        await waitForSnapshot(phone, ['"accessTokens"', '"planShares"', 'LIGHT']);
        const net = await network(other);
        await other.addInitScript(frameSampler);
        const phoneDecoder = await other.newPage();
        await net.offline();
        const offline = await reloadAndWatch(other, phone, phoneDecoder, (p) => p.getByRole('heading', { name: 'Profile' }), {
          holdEntry: false,
        });
        assert.ok(offline.frames.length > 0, 'the screencast saw frames offline');
        assert.deepEqual(
          offline.frames.filter((b) => b < LIGHT),
          [],
          `every offline frame is light: ${offline.frames.join(',')}`,
        );
        assert.deepEqual(
          offline.samples.filter((s) => s.theme !== 'light' || s.value === null || s.value < LIGHT),
          [],
          'every offline animation frame was light',
        );
        await net.online();
        await other.close();

        // The control: the dark theme's reload is seen as dark by the same checks.
        await page.getByRole('radio', { name: /^Dark/ }).check();
        await poll(async () => {
          const { viewer } = await gql(page, '{ viewer { theme } }');
          return { ok: viewer.theme === 'DARK', theme: viewer.theme };
        }, 'the server keeps DARK');
        const dark = await reloadAndWatch(context, page, decoder, (p) => p.getByRole('heading', { name: 'Profile' }));
        assert.ok(dark.staticShell !== null && dark.staticShell <= DARK, `the control's static first paint is dark (${dark.staticShell})`);
        assert.ok(
          dark.frames.some((b) => b <= DARK),
          'the control: the screencast sees dark frames',
        );
        assert.ok(
          dark.samples.every((s) => s.theme === 'dark' && s.value !== null && s.value <= DARK),
          'the control: every sample dark',
        );
        await context.close();
      },
      {},
      { mail: true },
    );
  });
}
