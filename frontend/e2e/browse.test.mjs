// Journey: open /, see the demo festivals, open the first one and its current edition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { DEMO_YEAR, journey } from './harness.mjs';
import { poll } from './helpers.mjs';

test('browse from the festival list to an edition', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.goto(server.url + '/');
    const aurora = page.getByRole('link', { name: /Aurora Fields/ }).first();
    await aurora.waitFor();
    assert.ok(await page.getByText('Harbour Lights').first().isVisible(), 'both demo festivals are listed');

    await aurora.click();
    await page.waitForURL('**/festivals/aurora-fields');
    // Two published editions (the unpublished one is hidden), so the list is not skipped.
    await page.getByText(`Aurora Fields ${DEMO_YEAR}`).first().waitFor();
    assert.equal(await page.getByText(new RegExp(`Aurora Fields ${DEMO_YEAR + 1}`)).count(), 0, 'unpublished edition hidden');
    await page.getByText('Live Now').first().waitFor();

    await page.getByRole('link', { name: /Select Edition/ }).first().click();
    // The demo edition is on now: it opens on the Now tab (issue 29).
    await page.waitForURL(`**/festivals/aurora-fields/editions/${DEMO_YEAR}/now`);
    await page.getByRole('link', { name: 'Vote' }).or(page.getByRole('tab', { name: 'Vote' })).first().waitFor();
  });
});

test('an unknown festival shows the not-found page', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.goto(server.url + '/festivals/no-such-fest');
    await page.getByText('Festival not found').waitFor();
    await page.getByRole('link', { name: /Back to Festivals/ }).waitFor();
  });
});

test('graphiql runs a query without internet', async (t) => {
  await journey(t, async ({ server, page }) => {
    await page.goto(server.url + '/graphiql');
    await page.locator('.graphiql-container').waitFor();
    // Run the playground's default festivals query through its own fetcher and read the result pane.
    // Wait until the editor holds the query (Monaco loads after the first paint), then run it;
    // click again if the first click landed before the editor was wired up (a running query's
    // button reads "Stop query": the click waits for it to be done).
    await page.waitForFunction(() => document.querySelector('.graphiql-container')?.textContent?.includes('festivals'));
    const response = page.locator('.graphiql-response');
    const execute = page.getByRole('button', { name: /Execute query/i }).first();
    const shown = async () => (await response.innerText().catch(() => '')).replace(/\u00a0/g, ' ');
    await poll(async () => {
      if (!(await shown()).includes('aurora-fields')) {
        await execute.click();
        await response.getByText('aurora-fields').first().waitFor({ timeout: 2_000 }).catch(() => {});
      }
      return { ok: (await shown()).includes('aurora-fields') };
    }, "the query's answer in the playground");
    assert.match(await response.innerText(), /harbour-lights/);
    // The example operations (docs/examples) open as tabs of their own.
    for (const name of ['Lineup', 'Vote', 'GroupTallies', 'LiveTallies', 'Notifications']) {
      await page.locator('.graphiql-tab').getByText(name, { exact: true }).waitFor();
    }
  });
});

test('graphiql runs a subscription over the WebSocket without internet', async (t) => {
  await journey(t, async ({ server, page }) => {
    const gql = async (query) => {
      const r = await fetch(server.url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return (await r.json()).data;
    };
    const data = await gql(`{ festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { id sets(first: 1) { edges { node { id name } } } } } }`);
    const edition = data.festival.edition;
    const set = edition.sets.edges[0].node;
    const query = `subscription { setUpdated(editionId: "${edition.id}") { name tally { mustGo } } }`;
    await page.goto(server.url + '/graphiql?query=' + encodeURIComponent(query));
    await page.waitForFunction(() => document.querySelector('.graphiql-container')?.textContent?.includes('setUpdated'));
    await page.getByRole('button', { name: /Execute query/i }).first().click();

    // A committed change published by another connection reaches the playground's subscription.
    const [, setUUID] = Buffer.from(set.id, 'base64url').toString().split(':');
    const [, editionUUID] = Buffer.from(edition.id, 'base64url').toString().split(':');
    const response = page.locator('.graphiql-response');
    // Monaco renders spaces as no-break spaces.
    const shown = async () => (await response.innerText().catch(() => '')).replace(/\u00a0/g, ' ');
    // Announced again until it shows: the subscription starts after the click, unacknowledged.
    await poll(async () => {
      if ((await shown()).includes(set.name)) return { ok: true };
      execFileSync('psql', [server.dbURL, '-qc', `SELECT pg_notify('set_changed', '${editionUUID} ${setUUID}')`]);
      await new Promise((r) => setTimeout(r, 500));
      return { ok: (await shown()).includes(set.name) };
    }, 'the event in the playground');
  });
});
