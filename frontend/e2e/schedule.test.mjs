// Journey: a signed-in fan votes two overlapping sets Must Go, sees both and the clash on the
// timeline, then in the list view's 'My plan' with the clash summary; the filters survive a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey, serverNow } from './harness.mjs';
import { gql, signInByApi } from './helpers.mjs';

const BASE = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

/** The first two sets still ahead, on different stages, whose times overlap. */
function overlappingPair(sets) {
  const timed = sets
    .filter((s) => s.timeStart && s.timeEnd && s.stage && Date.parse(s.timeStart) > serverNow() + 3_600_000)
    .map((s) => ({ ...s, start: Date.parse(s.timeStart), end: Date.parse(s.timeEnd) }))
    .sort((a, b) => a.start - b.start);
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length && timed[j].start < timed[i].end; j++) {
      if (timed[j].stage.id !== timed[i].stage.id && Math.min(timed[i].end, timed[j].end) - timed[j].start > 0) {
        return [timed[i], timed[j]];
      }
    }
  }
  throw new Error('no two overlapping sets on different stages in the demo timetable');
}

test('plan two clashing Must Go sets and see the clash on the timeline and in the list', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.goto(server.url + `${BASE}/sets`);
      await page.getByRole('link', { name: 'Schedule' }).first().waitFor();

      // (1) Sign in and vote two overlapping sets Must Go.
      await signInByApi(page, mail, 'planner');
      const data = await gql(
        page,
        `query { festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") {
          timetable { id slug name timeStart timeEnd stage { id name } } } } }`,
      );
      const [a, b] = overlappingPair(data.festival.edition.timetable);
      for (const set of [a, b]) {
        const res = await gql(
          page,
          'mutation($i: SetVoteInput!) { setVote(input: $i) { vote applied } }',
          { i: { setId: set.id, vote: 'MUST_GO' } },
        );
        assert.equal(res.setVote.vote, 'MUST_GO');
      }

      // (2) Open the schedule: it lands on the timeline, in the festival's zone.
      await page.goto(server.url + `${BASE}/schedule`);
      await page.waitForURL(`**${BASE}/schedule/timeline`);
      const timeline = page.getByTestId('timeline');
      await timeline.waitFor();
      await page.getByText('Europe/Amsterdam').first().waitFor();
      await page.getByText('Live Now').first().waitFor();

      // (3) Both sets on the timeline, marked as a Must Go clash; with My plan the summary names the pair.
      for (const set of [a, b]) {
        const box = timeline.locator(`a[data-set-id="${set.id}"]`);
        await box.waitFor({ state: 'attached' });
        assert.equal(await box.getAttribute('data-clash'), 'must-go', `${set.name} marked as a Must Go clash`);
        assert.match(await box.textContent(), /your vote: Must Go/); // the name is the block's (screen-reader) text
      }
      // The timeline scrolls by keyboard.
      await timeline.focus();
      const before = await timeline.evaluate((el) => el.scrollLeft);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((x) => document.querySelector('[data-testid="timeline"]').scrollLeft > x, before);

      // The clash summary belongs to 'My plan' (hidden without it).
      const summary = page.getByRole('region', { name: 'Clashes in your plan' });
      assert.equal(await summary.count(), 0, 'no clash summary while My plan is off');
      await page.getByRole('button', { name: 'My plan' }).click();
      await page.waitForURL(/plan=true/);
      await summary.waitFor();
      const pair = summary.getByTestId('clash-pair').filter({ hasText: a.name }).filter({ hasText: b.name });
      await pair.waitFor();
      const minutes = Math.round((Math.min(a.end, b.end) - Math.max(a.start, b.start)) / 60_000);
      assert.ok(minutes > 0);
      assert.match(await pair.innerText(), /overlap \d/);

      // (4) List view with the 'My plan' filter: both sets and the clash summary.
      await page.getByRole('link', { name: 'List View' }).click();
      await page.waitForURL(`**${BASE}/schedule/list?plan=true`);
      const list = page.getByTestId('schedule-list');
      for (const set of [a, b]) await list.getByRole('link', { name: set.name, exact: true }).waitFor();
      assert.equal(await list.locator('tr[data-set-id]').count(), 2, 'only the plan is listed');
      await summary.getByTestId('clash-pair').filter({ hasText: a.name }).waitFor();

      // The calendar feed: turn on (the URL shows once), regenerate (the old URL dies), turn off.
      await page.getByRole('button', { name: 'Calendar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your plan in your calendar' });
      await dialog.getByRole('button', { name: 'Subscribe in your calendar' }).click();
      const feedInput = dialog.getByLabel('Your private feed address');
      await feedInput.waitFor();
      const feedUrl = await feedInput.inputValue();
      assert.match(feedUrl, /^https?:\/\/.+\.ics$/);
      assert.equal(
        await dialog.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
        feedUrl.replace(/^https?:\/\//, 'webcal://'),
      );
      await dialog.getByText(/Calendar feed is on \(since .+\)/).waitFor();
      const feed = await fetch(feedUrl);
      assert.equal(feed.status, 200, 'the feed answers');
      const ics = await feed.text();
      assert.match(ics, /BEGIN:VCALENDAR/);
      assert.equal(ics.match(/BEGIN:VEVENT/g)?.length, 2, 'the feed holds the two planned sets');
      const download = dialog.getByRole('link', { name: 'Download .ics' });
      const downloadPath = await download.getAttribute('href');
      const downloaded = await page.evaluate(async (p) => {
        const r = await fetch(p);
        return { status: r.status, text: await r.text() };
      }, downloadPath);
      assert.equal(downloaded.status, 200);
      assert.match(downloaded.text, /BEGIN:VCALENDAR/);
      await dialog.getByRole('button', { name: 'Regenerate link' }).click();
      await page.waitForFunction(
        (old) => document.querySelector('#calendar-feed-url')?.value && document.querySelector('#calendar-feed-url').value !== old,
        feedUrl,
      );
      const newUrl = await feedInput.inputValue();
      assert.equal((await fetch(feedUrl)).status, 404, 'the old URL stops working');
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await dialog.getByRole('button', { name: 'Subscribe in your calendar' }).waitFor();
      assert.equal((await fetch(newUrl)).status, 404, 'a revoked feed answers 404');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The filter survives a reload, and a phone-width screen does not scroll sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.getByRole('button', { name: 'My plan', pressed: true }).waitFor();
      for (const set of [a, b]) await list.getByRole('link', { name: set.name, exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page overflows a 375 px screen by ${overflow}px`);
      await page.getByRole('link', { name: 'Timeline View' }).click();
      await page.waitForURL(/\/schedule\/timeline\?plan=true/);
      await timeline.waitFor();
      assert.equal(await timeline.locator('a[data-set-id]').count(), 2, 'the timeline shows only the plan too');
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(pageOverflow <= 0, `timeline page overflows a 375 px screen by ${pageOverflow}px`);
    },
    {},
    { mail: true },
  );
});
