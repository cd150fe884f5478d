// Journey: the set page asks for its data in one GraphQL request (issue 10), both on a direct load
// and on a client-side navigation from the sets list, anonymous and signed in (where the notes and
// the group voting card are part of that one request). The requests are counted in the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, setCard, signInByApi } from './helpers.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

/** Records the operation names of the page's GraphQL HTTP requests. */
function recordGraphQL(page) {
  const names = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    names.push(JSON.parse(request.postData() ?? '{}').operationName ?? '(unnamed)');
  });
  return {
    /** The names recorded since the last take, once no new request came for a second. */
    async take() {
      for (let seen = -1; seen !== names.length; ) {
        seen = names.length;
        await new Promise((r) => setTimeout(r, 1000));
      }
      return names.splice(0).sort();
    },
  };
}

test('the set page loads its data with one GraphQL request', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      const requests = recordGraphQL(page);

      // Anonymous, direct load: the shell (viewer) and the edition layout have their own query
      // each; everything the set page shows comes in one more.
      await page.goto(server.url + SETS_PATH + '?sort=name-asc');
      await page.getByTestId('set-card').first().waitFor();
      const setName = await page.getByTestId('set-card').first().getByRole('heading').innerText();
      const setUrl = await setCard(page, setName).getByRole('link', { name: setName, exact: true }).getAttribute('href');
      await requests.take();
      await page.goto(server.url + setUrl);
      await page.getByRole('heading', { name: setName, level: 2 }).waitFor();
      await page.getByText('Sign in to add notes and see notes from group members').waitFor();
      assert.deepEqual(await requests.take(), ['AppShellQuery', 'EditionLayoutRouteQuery', 'SetDetailRouteQuery']);

      // Signed in, in a group, with a note on the set: the cards come with the page's query.
      const me = await signInByApi(page, mail, 'counter');
      const { createGroup } = await gql(page, 'mutation { createGroup(input: { name: "Counters" }) { group { id } } }');
      assert.ok(createGroup.group.id);
      const { festival } = await gql(
        page,
        `query($s: String!) { festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { set(slug: $s) { id } } } }`,
        { s: setUrl.split('/').pop() },
      );
      const setId = festival.edition.set.id;
      await gql(page, 'mutation($s: ID!) { setVote(input: { setId: $s, vote: MUST_GO }) { set { id } } }', { s: setId });
      await gql(
        page,
        'mutation($s: ID!) { addNote(input: { id: "0b9c2f4e-3d51-4a8e-9f0a-6c7d8e9f0a1b", setId: $s, content: "Front left" }) { note { id } } }',
        { s: setId },
      );
      await requests.take();

      await page.goto(server.url + setUrl);
      const groupCard = page.getByTestId('group-voting-card');
      await groupCard.getByTestId('group-vote').filter({ hasText: me.username }).getByText('Must Go').waitFor();
      await page.getByTestId('note').filter({ hasText: 'Front left' }).waitFor();
      assert.deepEqual(await requests.take(), ['AppShellQuery', 'EditionLayoutRouteQuery', 'SetDetailRouteQuery']);

      // Client-side navigation from the sets list: the shell and the layout stay, one request.
      await page.getByRole('link', { name: 'Back to Sets' }).first().click();
      await setCard(page, setName).waitFor();
      await requests.take();
      await setCard(page, setName).getByRole('link', { name: setName, exact: true }).click();
      await page.waitForURL('**' + setUrl);
      await groupCard.getByTestId('group-vote').filter({ hasText: me.username }).getByText('Must Go').waitFor();
      await page.getByTestId('note').filter({ hasText: 'Front left' }).waitFor();
      assert.deepEqual(await requests.take(), ['SetDetailRouteQuery']);
    },
    {},
    { mail: true },
  );
});
