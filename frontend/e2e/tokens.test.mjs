// Journey of a developer's personal access token at 375 px: created in the profile (shown once),
// used by a script with Authorization: Bearer (its last use then shows), and revoked (the script
// is refused, the profile keeps it listed as revoked).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { journey } from './harness.mjs';
import { poll, signInByApi } from './helpers.mjs';

/** A script's request: no cookie, the token in the Authorization header. */
async function asScript(server, token, query) {
  const res = await fetch(server.url + '/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json() };
}

test('create a personal access token in the profile at 375 px, use it from a script, revoke it', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(server.url + '/');
      await page.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();
      const { email } = await signInByApi(page, mail, 'dev');
      await page.goto(server.url + '/profile');
      await page.getByTestId('profile-email').getByText(email).waitFor();

      const card = page.getByRole('form', { name: 'New token' });
      await page.getByText('No tokens yet.').waitFor();
      // Bad input is answered in the form and creates nothing.
      await card.getByRole('button', { name: 'Create token' }).click();
      await card.getByRole('alert').getByText('Give the token a name of 1 to 100 characters.').waitFor();
      await card.getByLabel('Token name').fill('timetable bot');
      await card.getByLabel('Scope').selectOption('VOTE');
      await card.getByLabel('Expires after (days)').fill('400');
      await card.getByRole('button', { name: 'Create token' }).click();
      await card.getByRole('alert').getByText('A token expires after 1 to 365 days.').waitFor();
      await card.getByLabel('Expires after (days)').fill('7');
      await card.getByRole('button', { name: 'Create token' }).click();

      const token = (await page.getByTestId('new-token').innerText()).trim();
      assert.match(token, /^fvt_[A-Za-z0-9_-]{40,}$/);
      const row = page.getByTestId('token-row').filter({ hasText: 'timetable bot' });
      await row.getByText(/Read and vote · Created .* · Expires .* · Never used/).waitFor();
      // Nothing overflows at 375 px, the token's long value included.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no horizontal scroll');

      const used = await asScript(server, token, '{ viewer { email } }');
      assert.equal(used.status, 200);
      assert.equal(used.body.data.viewer.email, email);
      assert.equal(typeof used.body.extensions.cost.requested, 'number');
      const refused = await asScript(server, token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }');
      assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN');

      // The shown value is gone after a reload; the last use shows.
      await poll(async () => {
        await page.reload();
        await row.waitFor();
        return { ok: (await row.innerText()).includes('Last used') };
      }, 'the last use in the list');
      assert.equal(await page.getByTestId('new-token').count(), 0, 'the token is shown only once');

      await row.getByRole('button', { name: 'Revoke timetable bot' }).click();
      await page.getByText('Token revoked').first().waitFor();
      await row.getByText('Revoked', { exact: true }).waitFor();
      await row.getByText(/Revoked .* · Last used/).waitFor();
      const after = await asScript(server, token, '{ viewer { email } }');
      assert.equal(after.status, 401);
      assert.equal(after.body.errors[0].extensions.code, 'UNAUTHENTICATED');
      await page.reload();
      await row.getByText('Revoked', { exact: true }).waitFor();
    },
    {},
    { mail: true },
  );
});
