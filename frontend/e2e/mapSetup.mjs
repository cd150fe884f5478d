// What the map journeys share (e2e/map.test.mjs, e2e/onsite.test.mjs): the admin's site map,
// the consent banner answered, and axe's serious findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expectToast } from './adminHelpers.mjs';
import { poll } from './helpers.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical violations in the page (as e2e/a11y.test.mjs runs it). */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
}

/**
 * As the signed-in admin: uploads a plain site map of 400 × 200 px to the edition's Stages tab
 * and says it shows 400 m (so 1 px = 1 m, 200 m tall). Leaves the page on the Stages tab.
 */
export async function uploadSiteMap(page, serverUrl, festivalId, editionId) {
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const g = canvas.getContext('2d');
    g.fillStyle = '#2a6';
    g.fillRect(0, 0, 400, 200);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page.goto(`${serverUrl}/admin/festivals/${festivalId}/editions/${editionId}/stages`);
  await page.getByRole('heading', { name: 'Site map' }).waitFor();
  await page.getByLabel('Site map file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expectToast(page, 'Site map uploaded successfully');
  await page.getByLabel('Map width (metres)').fill('400');
  await page.getByRole('button', { name: 'Save walking settings' }).click();
  await expectToast(page, 'Walking settings saved');
}

/**
 * Chooses 'Essential Only' in the cookie banner, so it covers nothing; pressed again if the
 * banner is still there (a press while the app takes over from the static shell can be lost,
 * seen once under two busy loops).
 */
export async function essentialOnly(page) {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor({ timeout: 10_000 }).catch(() => {});
  await poll(async () => {
    if ((await banner.count()) > 0) await banner.getByRole('button', { name: 'Essential Only' }).click({ timeout: 5000 }).catch(() => {});
    await banner.waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
    return { ok: (await banner.count()) === 0 };
  }, 'the consent banner answered');
}
