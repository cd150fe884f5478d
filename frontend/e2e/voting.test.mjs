// Journeys of the Vote tab: live tallies across two signed-in browsers (main site and festival
// subdomain), and sort and stage filter surviving a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';
import { assertNoSecretsLogged, poll, serverSubscribed, sessionToken, setCard as card, signInByApi, subscribed } from './helpers.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

async function liveTallyJourney({ server, browser, context, page, mail }, origin, setsPath) {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  // Sign both in on the origin under test (the session cookie is that host's).
  await page.goto(origin + '/');
  await other.goto(origin + '/');
  const alice = await signInByApi(page, mail, 'alice');
  const bob = await signInByApi(other, mail, 'bob');

  const otherSubscribed = subscribed(other);
  const held = await server.subscriptions();
  await page.goto(origin + setsPath);
  await other.goto(origin + setsPath);
  await page.getByTestId('set-card').first().waitFor();
  await other.getByTestId('set-card').first().waitFor();
  await otherSubscribed;
  // Signed in: the header shows the account controls, not the sign-in button.
  await page.getByRole('banner').getByRole('link', { name: 'Groups' }).waitFor();

  const setName = await page.getByTestId('set-card').first().getByRole('heading').innerText();
  const theirs = card(other, setName).getByTestId('tally-mustGo');
  const before = Number(await theirs.innerText());

  const mine = card(page, setName);
  const mustGo = mine.getByRole('button', { name: 'Must Go' });
  assert.equal(await mustGo.getAttribute('aria-pressed'), 'false', 'a new user has not voted');
  await serverSubscribed(server, held + 2); // both pages' subscriptions are registered
  await mustGo.click();
  assert.equal(await mustGo.getAttribute('aria-pressed'), 'true');
  // The voter's own tally moves at once (optimistic), the other browser's through the subscription.
  await poll(async () => {
    const n = Number(await mine.getByTestId('tally-mustGo').textContent());
    return { ok: n === before + 1, n };
  }, 'own tally');
  await poll(async () => {
    const n = Number(await theirs.innerText());
    return { ok: n === before + 1, n, before };
  }, 'live tally in the other browser');
  // Voting froze the voter's order: the address says so and Refresh is offered.
  await poll(async () => ({ ok: page.url().includes('sortLocked=true'), url: page.url() }), 'sortLocked in the URL');
  await page.getByRole('button', { name: 'Refresh' }).waitFor();

  // The vote is stored: after a reload it is still pressed.
  await page.reload();
  await card(page, setName).getByRole('button', { name: 'Must Go', pressed: true }).waitFor();
  assertNoSecretsLogged(server.logs(), [alice.code, bob.code, await sessionToken(context), await sessionToken(otherContext)]);
}

test('a vote in one browser shows the new tally in another without a reload', async (t) => {
  await journey(t, async (ctx) => liveTallyJourney(ctx, ctx.server.url, SETS_PATH), {}, { mail: true });
});

test('live tallies on the festival subdomain', async (t) => {
  await journey(
    t,
    async (ctx) => {
      const origin = `http://aurora-fields.localhost:${ctx.server.port}`;
      await liveTallyJourney(ctx, origin, `/editions/${DEMO_YEAR}/sets`);
      // Links stay on the subdomain's paths.
      const href = await ctx.page.getByTestId('set-card').first().getByRole('link').first().getAttribute('href');
      assert.match(href, new RegExp(`^/editions/${DEMO_YEAR}/sets/[a-z0-9-]+$`));
    },
    {},
    { mail: true },
  );
});

test('sort and stage filter survive a reload', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.goto(server.url + SETS_PATH);
    await page.getByTestId('set-card').first().waitFor();

    await page.getByLabel('Sort by').selectOption('name-asc');
    const stages = page.getByRole('group', { name: 'Stages' });
    const stage = stages.getByRole('button').first();
    const stageName = await stage.innerText();
    await stage.click();
    await poll(
      async () => ({ ok: /sort=name-asc/.test(page.url()) && /stages=/.test(page.url()), url: page.url() }),
      'filters in the URL',
    );

    const names = async () => page.getByTestId('set-card').getByRole('heading').allTextContents();
    // What the server answers for this sort and stage: the page must show exactly that list,
    // before and after the reload.
    const stageId = new URL(page.url()).searchParams.get('stages');
    const expected = await page.evaluate(async ({ stage, year }) => {
      const r = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($s: [ID!]) { festival(slug: "aurora-fields") { edition(slug: "${year}") {
            sets(first: 100, sort: NAME_ASC, filter: { stageIds: $s }) { edges { node { name } } } } } }`,
          variables: { s: [stage] },
        }),
      });
      return (await r.json()).data.festival.edition.sets.edges.map((e) => e.node.name);
    }, { stage: stageId, year: DEMO_YEAR });
    // Ascending by name, case-insensitively (the server compares lower-cased names by code point).
    const key = (n) => n.toLowerCase();
    assert.ok(expected.length > 0 && expected.every((n, i) => i === 0 || key(expected[i - 1]) <= key(n)), 'server order');
    const shows = async (what) =>
      poll(async () => {
        const list = await names();
        return { ok: JSON.stringify(list) === JSON.stringify(expected), list };
      }, what);
    await shows('the sorted list of one stage');

    const url = page.url();
    await page.reload();
    await page.getByTestId('set-card').first().waitFor();
    assert.equal(page.url(), url);
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'name-asc');
    assert.equal(await stages.getByRole('button', { name: stageName }).getAttribute('aria-pressed'), 'true');
    await shows('the same list after the reload');
  });
});
