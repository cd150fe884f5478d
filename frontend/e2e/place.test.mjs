// Journeys of keeping your place in the sets list (issue 12): Back from a set page returns to the
// same list (sort, filters, the pages loaded, the scroll position) without loading it again, both
// with the browser's Back and with '← Back to Sets'; a set page loaded cold goes back to the plain
// list. And on a phone (375 px) the first screen shows at least 3 set cards, whose images never cut
// a placeholder's initials.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';
import { poll } from './helpers.mjs';

const SETS = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;
const PAGE_SIZE = 30;

/** Names of the page's GraphQL operations sent over HTTP, from the moment this is called. */
function recordOperations(page) {
  const names = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    names.push(JSON.parse(request.postData() ?? '{}').operationName ?? '(unnamed)');
  });
  return { take: () => names.splice(0) };
}

const cards = (page) => page.getByTestId('set-card');

async function dismissCookieBanner(page) {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  await banner.getByRole('button', { name: 'Essential Only' }).click();
}

/** Where the list stands: the address, the number of cards, the scroll position. */
const listState = (page) =>
  page.evaluate(() => ({
    search: location.search,
    cards: document.querySelectorAll('[data-testid="set-card"]').length,
    scrollY: Math.round(window.scrollY),
  }));

test('Back from a set page restores the sorted, filtered list with its pages and scroll position', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url + SETS);
    await dismissCookieBanner(page);
    await cards(page).first().waitFor();

    // A sort and a stage filter (four stages, so that the list has more than two pages).
    await page.getByLabel('Sort by').selectOption('name-asc');
    const stages = page.getByRole('group', { name: 'Stages' }).getByRole('button');
    const chosen = 4;
    for (let i = 0; i < chosen; i++) await stages.nth(i).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name-asc' && url.searchParams.get('stages')?.split(',').length === chosen);
    await poll(async () => {
      const text = await page.getByText(/^\d+ sets/).innerText();
      const busy = await page.locator('ul[aria-busy="true"]').count();
      return { ok: busy === 0 && Number(text.match(/^\d+/)[0]) > 2 * PAGE_SIZE, text, busy };
    }, 'a filtered list of more than two pages');

    // Scroll down through the pages until a third one has come.
    await poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const n = await cards(page).count();
      return { ok: n > 2 * PAGE_SIZE, n };
    }, 'a third page of sets');
    // Stop at a card of the second page, halfway down the screen.
    const target = cards(page).nth(PAGE_SIZE + 10);
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    let settling = await listState(page);
    await poll(async () => {
      const now = await listState(page);
      const same = JSON.stringify(now) === JSON.stringify(settling);
      settling = now;
      return { ok: same, now };
    }, 'the list at rest after the scroll');
    const before = await listState(page);
    const names = await cards(page).getByRole('heading').allTextContents();
    assert.ok(before.scrollY > 2000, `scrolled well down (${before.scrollY})`);
    const setName = await target.getByRole('heading').textContent();
    const requests = recordOperations(page);

    const openSet = async () => {
      await target.getByRole('link', { name: setName, exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith(SETS + '/'));
      await page.getByRole('link', { name: 'Back to Sets' }).waitFor();
    };
    const backToList = async (how) => {
      await openSet();
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'a set page opens at its top');
      await how();
      await page.waitForURL((url) => url.pathname === SETS);
      await poll(async () => {
        const now = await listState(page);
        return { ok: now.cards >= before.cards && Math.abs(now.scrollY - before.scrollY) <= 100, now, before };
      }, `the list as it was left (${how.name})`);
      const after = await listState(page);
      assert.equal(after.search, before.search, 'the sort and filters are in the address');
      assert.deepEqual((await cards(page).getByRole('heading').allTextContents()).slice(0, names.length), names);
      assert.equal(await page.getByLabel('Sort by').inputValue(), 'name-asc');
      for (let i = 0; i < chosen; i++) assert.equal(await stages.nth(i).getAttribute('aria-pressed'), 'true');
      // The set page's one request; the list came from the store, not from its first page again.
      await page.waitForTimeout(1000);
      assert.deepEqual(requests.take(), ['SetDetailRouteQuery'], `requests (${how.name})`);
    };
    await backToList(async function browserBack() {
      await page.goBack();
    });
    await backToList(async function backToSetsLink() {
      await page.getByRole('link', { name: 'Back to Sets' }).click();
    });

    // A reload keeps the history entry, and with it the way back; a set page opened cold (a new
    // tab, a shared link) has no list to return to: the plain list.
    await openSet();
    await page.reload();
    await page.getByRole('heading', { name: setName, level: 2 }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to Sets' }).getAttribute('href'), `${SETS}${before.search}`);
    const cold = await page.context().newPage();
    await cold.goto(page.url());
    await cold.getByRole('heading', { name: setName, level: 2 }).waitFor();
    assert.equal(await cold.getByRole('link', { name: 'Back to Sets' }).getAttribute('href'), SETS);
  });
});

/**
 * Cells of the page's collages whose shape cuts a square placeholder's centred initials. The list's
 * cards skip their layout while off screen (content-visibility: auto); they are measured as they
 * are laid out once on screen.
 */
const croppedCollageCells = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="artist-collage"]')].flatMap((collage) => {
      collage.closest('li')?.style.setProperty('content-visibility', 'visible');
      const imgs = [...collage.querySelectorAll('img')];
      return imgs
        .map((img) => {
          const r = img.getBoundingClientRect();
          // The initials fill the middle of a 200x200 picture: about x 37-163 and y 70-130.
          // object-fit: cover keeps them while the cell's aspect is between 0.63 and 3.33.
          return { images: imgs.length, aspect: r.width / r.height, fit: getComputedStyle(img).objectFit };
        })
        .filter((c) => c.fit === 'cover' && (c.aspect < 0.63 || c.aspect > 3.33));
    }),
  );

/** How many images the page's collages show, by collage size (1, 2, 3 or 4). */
const collageSizes = (page) =>
  page.evaluate(() =>
    [...new Set([...document.querySelectorAll('[data-testid="artist-collage"]')].map((c) => c.querySelectorAll('img').length))].sort(),
  );

test('at 375 px the first screen shows at least 3 set cards, and collages keep initials whole', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(server.url + SETS);
    await dismissCookieBanner(page);
    await cards(page).first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});

    // Cards at least half inside the screen above the fixed tab bar.
    const inView = await page.evaluate(() => {
      const bottom = document.querySelector('nav[aria-label="Edition sections"]').getBoundingClientRect().top;
      return [...document.querySelectorAll('[data-testid="set-card"]')].filter((card) => {
        const r = card.getBoundingClientRect();
        return Math.min(r.bottom, bottom) - Math.max(r.top, 0) >= r.height / 2;
      }).length;
    });
    assert.ok(inView >= 3, `set cards in the first screen at 375 px: ${inView}`);

    // Collages of 1, 2 and 3 images occur in the list; none cuts initials, at 375 and 1280 px.
    assert.deepEqual((await collageSizes(page)).slice(0, 3), [1, 2, 3]);
    assert.deepEqual(await croppedCollageCells(page), [], 'collage cells at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.deepEqual(await croppedCollageCells(page), [], 'collage cells at 1280 px');
    await page.setViewportSize({ width: 375, height: 812 });

    // The filters fold away on a phone and open with 'Filters'.
    const stages = page.getByRole('group', { name: 'Stages' });
    assert.equal(await stages.isVisible(), false);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await stages.getByRole('button').first().click();
    await page.waitForURL((url) => url.searchParams.has('stages'));
    await page.getByRole('button', { name: /^Filters/ }).click();
    assert.equal(await stages.isVisible(), false);
    await poll(async () => {
      const label = await page.getByRole('button', { name: /^Filters/ }).innerText();
      return { ok: label.includes('1'), label };
    }, 'the Filters button counting the chosen filter');

    // A b2b set's page: its square collage keeps the initials too.
    await page.goto(server.url + SETS + '?q=b2b');
    await cards(page).first().waitFor();
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByTestId('artist-collage').first().waitFor();
    assert.deepEqual(await croppedCollageCells(page), [], 'collage cells on the set page');
  });
});
