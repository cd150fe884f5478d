// Issue 26: set addresses are stable. An admin renames a set while a visitor has its page open:
// the page shows the new name and address in place (never "Set not found", no new history entry),
// and the old address still opens the set, rewritten to the current one (query and hash kept).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, serverSubscribed, subscribed } from './helpers.mjs';

const EDITION_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

/**
 * Fails if "Set not found" (or, with `inPlace`, the loading screen) shows at any moment while fn
 * runs (and for `settle` ms after).
 */
async function neverNotFound(page, fn, settle = 2_500, inPlace = false) {
  let seen = false;
  let done = false;
  const watch = (async () => {
    while (!done) {
      if (await page.getByText('Set not found').count()) seen = true;
      if (inPlace && (await page.getByText('Loading set...').count())) seen = true;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await fn();
    await new Promise((r) => setTimeout(r, settle));
  } finally {
    done = true;
    await watch;
  }
  assert.equal(seen, false, '"Set not found" (or a loading screen) was shown');
}

test('a set renamed while its page is open keeps its page and its old address', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { festival } = await gql(
        page,
        `{ festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { sets(first: 1, sort: NAME_ASC) { edges { node { id slug name } } } } } }`,
      );
      const set = festival.edition.sets.edges[0].node;
      const oldURL = `${server.url}${EDITION_PATH}/sets/${set.slug}`;

      const visitor = await (await browser.newContext()).newPage();
      const visitorSubscribed = subscribed(visitor);
      const held = await server.subscriptions();
      await visitor.goto(oldURL);
      await visitor.getByRole('heading', { name: set.name, level: 2 }).waitFor();
      // The page's live subscription is asked for after its first paint (graphql-ws loads on
      // use): a rename before the server holds it would not reach the page.
      await visitorSubscribed;
      await serverSubscribed(server, held + 1);
      const historyLength = await visitor.evaluate(() => history.length);

      const newName = `${set.name} (Sunrise Edit)`;
      let newSlug;
      await neverNotFound(
        visitor,
        async () => {
          const { updateSet } = await gql(page, 'mutation($i: UpdateSetInput!) { updateSet(input: $i) { set { slug } } }', {
            i: { setId: set.id, name: newName },
          });
          newSlug = updateSet.set.slug;
          assert.notEqual(newSlug, set.slug);
          await visitor.getByRole('heading', { name: newName, level: 2 }).waitFor();
          await visitor.waitForURL(`${server.url}${EDITION_PATH}/sets/${newSlug}`);
        },
        2_500,
        true,
      );
      await visitor.getByRole('heading', { name: newName, level: 2 }).waitFor();
      assert.equal(await visitor.evaluate(() => history.length), historyLength, 'the address was replaced, not pushed');

      // The old address (a bookmark, a shared link) opens the set at its current address.
      await neverNotFound(
        visitor,
        async () => {
          await visitor.goto(`${oldURL}?from=share#notes`);
          await visitor.getByRole('heading', { name: newName, level: 2 }).waitFor();
          await visitor.waitForURL(`${server.url}${EDITION_PATH}/sets/${newSlug}?from=share#notes`);
        },
        500,
      );
    },
    adminEnv,
    { mail: true },
  );
});
