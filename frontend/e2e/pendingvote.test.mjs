// Journey: a vote tapped while signed out opens sign-in, and is stored once the e-mailed code
// signs in (a new account, so onboarding follows), without a second tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, setCard } from './helpers.mjs';
import { signInCode } from './mail.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

const setQuery = `query($slug: String!) {
  festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { set(slug: $slug) { myVote tally { mustGo } } } }
}`;

test('a vote tapped while signed out is stored after signing in with the code', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.goto(server.url + SETS_PATH);
      const first = page.getByTestId('set-card').first();
      await first.waitFor();
      const title = first.getByRole('heading').first();
      const setName = await title.innerText();
      const href = await setCard(page, setName).getByRole('link', { name: setName, exact: true }).getAttribute('href');
      const slug = href.split('/').pop();
      const before = (await gql(page, setQuery, { slug })).festival.edition.set;
      assert.equal(before.myVote, null, 'signed out: no vote of ours');

      await setCard(page, setName).getByRole('button', { name: 'Must Go' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join the Festival!' });
      await dialog.waitFor();
      const email = `late-voter-${randomBytes(3).toString('hex')}@example.com`;
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByLabel('6-digit code').fill(signInCode(await mail.waitFor(email)));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await page.getByText("Welcome! You're now signed in.").first().waitFor();

      // A new account: onboarding asks for a username, and the vote is already stored.
      const onboarding = page.getByRole('dialog', { name: 'Choose your username' });
      await onboarding.waitFor();
      const stored = await poll(async () => {
        const set = (await gql(page, setQuery, { slug })).festival.edition.set;
        return { ok: set.myVote === 'MUST_GO', set };
      }, 'the vote stored on the server');
      assert.equal(stored.set.tally.mustGo, before.tally.mustGo + 1, 'counted once');
      // After onboarding the card shows it pressed (the routes refetched as the signed-in user).
      await onboarding.getByLabel('Username').fill(`late_${randomBytes(2).toString('hex')}`);
      await onboarding.getByRole('button', { name: 'Continue' }).click();
      const groups = page.getByRole('dialog', { name: 'Festival groups' });
      await groups.getByRole('button', { name: 'Skip' }).click();
      await groups.waitFor({ state: 'detached' });
      await poll(
        async () => {
          const pressed = await setCard(page, setName).getByRole('button', { name: 'Must Go' }).getAttribute('aria-pressed');
          return { ok: pressed === 'true', pressed };
        },
        'the pressed Must Go',
      );
    },
    {},
    { mail: true },
  );
});
