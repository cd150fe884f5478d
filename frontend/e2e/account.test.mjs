// Journeys of a visitor's own data and choices: download my data then delete the account (signing
// in again starts a new, empty account); the cookie banner and its persistence across a reload;
// signing in and voting with the keyboard only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';
import { signInCode } from './mail.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

/** Chooses 'Essential Only' in the cookie banner, so it covers nothing in the journey. */
async function essentialOnly(page) {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await banner.waitFor({ state: 'detached' });
}

test('download my data, delete the account, and sign in again to a new, empty account', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.goto(server.url + '/');
      await page.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();
      await essentialOnly(page);
      const { email, username } = await signInByApi(page, mail, 'gdpr');
      const data = await gql(page, `{ festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { sets(first: 1) { edges { node { id name } } } } } }`);
      const set = data.festival.edition.sets.edges[0].node;
      await gql(page, 'mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { vote } }', { s: set.id });
      await gql(page, 'mutation($s: ID!) { addNote(input: {id: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98", setId: $s, content: "front row"}) { note { id } } }', {
        s: set.id,
      });

      // The user menu's Profile item opens the profile.
      await page.reload();
      await page.getByRole('button', { name: `User menu for ${username}` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL('**/profile');
      await page.getByTestId('profile-email').getByText(email).waitFor();
      assert.equal(await page.getByLabel('Username').inputValue(), username);

      // The username follows the onboarding rules.
      await page.getByLabel('Username').fill('x');
      await page.getByText('Username must be at least 2 characters').waitFor();
      const renamed = `${username}_2`;
      await page.getByLabel('Username').fill(renamed);
      await page.getByRole('button', { name: 'Save username' }).click();
      await page.getByText('Profile updated successfully').first().waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
      assert.equal(download.suggestedFilename(), 'my-festival-data.json');
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
      assert.equal(exported.profile.email, email);
      assert.equal(exported.profile.username, renamed);
      assert.deepEqual(
        exported.votes.map((v) => [v.set, v.vote]),
        [[set.name, 'MUST_GO']],
      );
      assert.deepEqual(
        exported.notes.map((n) => n.content),
        ['front row'],
      );
      assert.deepEqual(exported.groups, []);

      // Deleting asks first; Cancel keeps the account.
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByText('Account deleted').first().waitFor();
      await page.getByRole('button', { name: 'Sign In / Sign Up' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Sign In / Sign Up' }).waitFor();

      // The same address again: a new account, with nothing of the old one.
      await gql(page, 'mutation($i: RequestSignInCodeInput!) { requestSignInCode(input: $i) { email } }', { i: { email } });
      const code = signInCode(await mail.waitFor(email, { skip: 1 }));
      const again = await gql(page, 'mutation($i: VerifySignInCodeInput!) { verifySignInCode(input: $i) { viewer { needsOnboarding user { username } } } }', {
        i: { email, code },
      });
      assert.deepEqual(again.verifySignInCode.viewer, { needsOnboarding: true, user: { username: null } });
      const fresh = await page.evaluate(async () => (await fetch('/account/export.json')).json());
      assert.deepEqual([fresh.votes, fresh.notes, fresh.groups], [[], [], []]);
      assert.notEqual(fresh.profile.id, exported.profile.id);
    },
    {},
    { mail: true },
  );
});

test('the cookie banner: preferences, persistence across a reload, reset', async (t) => {
  await journey(t, async ({ server, page }) => {
    const stored = () => page.evaluate(() => localStorage.getItem('gdpr-consent'));
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.goto(server.url + '/');
    await banner.waitFor();
    assert.match(await banner.innerText(), /only essential cookies/i);
    assert.equal(await stored(), null);

    await banner.getByRole('button', { name: 'Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('switch', { name: 'Essential' }).isDisabled(), true);
    assert.equal(await dialog.getByRole('switch', { name: 'Essential' }).isChecked(), true);
    for (const name of ['Analytics', 'Preferences', 'Marketing']) {
      assert.equal(await dialog.getByRole('switch', { name }).isChecked(), false, `${name} is off by default`);
    }
    await dialog.getByRole('switch', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await banner.waitFor({ state: 'detached' });
    assert.deepEqual(
      (({ essential, analytics, preferences, marketing, version }) => ({ essential, analytics, preferences, marketing, version }))(JSON.parse(await stored())),
      { essential: true, analytics: true, preferences: false, marketing: false, version: '1.0' },
    );
    // Nothing else is stored, and no script-readable cookie is set.
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), ['gdpr-consent']);
    assert.equal(await page.evaluate(() => document.cookie), '');

    // The choice survives a reload; the footer reopens it.
    await page.reload();
    await page.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();
    assert.equal(await banner.count(), 0, 'no banner after a reload');
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('switch', { name: 'Analytics' }).isChecked(), true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Reset Consent revokes: the record goes and the banner is back, also after a reload.
    await page.evaluate(() => localStorage.setItem('sidebar_state', 'true'));
    await page.getByRole('button', { name: 'Reset Consent' }).click();
    await banner.waitFor();
    assert.equal(await stored(), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('sidebar_state')), null, 'preferences were not allowed');
    await page.reload();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();
    assert.equal(await banner.count(), 0);
    assert.equal(JSON.parse(await stored()).marketing, true);
  });
});

/** Presses Tab until the focused element's text or label matches name (keyboard only). */
async function tabTo(page, name, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
    });
    if (name instanceof RegExp ? name.test(label) : label === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The focused element shows a focus indicator (an outline or a ring). */
async function focusVisible(page) {
  return page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || (s.boxShadow && s.boxShadow !== 'none');
  });
}

test('keyboard only: sign in and vote', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.goto(server.url + SETS_PATH);
      await page.getByTestId('set-card').first().waitFor();
      await tabTo(page, 'Essential Only');
      assert.ok(await focusVisible(page), 'focus is visible on the banner button');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });

      await tabTo(page, /^Sign In/);
      assert.ok(await focusVisible(page), 'focus is visible on the sign-in button');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Join the Festival!' });
      await dialog.waitFor();
      const email = `keys-${randomBytes(3).toString('hex')}@example.com`;
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await page.getByText('Check your email!').first().waitFor();
      const code = signInCode(await mail.waitFor(email));
      await dialog.getByLabel('6-digit code').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'one-time-code', 'focus moved to the code');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.getByText("Welcome! You're now signed in.").first().waitFor();

      const onboarding = page.getByRole('dialog', { name: 'Choose your username' });
      await onboarding.waitFor();
      await page.keyboard.type(`keys_${randomBytes(2).toString('hex')}`);
      await page.keyboard.press('Enter');
      const groups = page.getByRole('dialog', { name: 'Festival groups' });
      await groups.waitFor();
      await tabTo(page, 'Skip', 10);
      await page.keyboard.press('Enter');
      await groups.waitFor({ state: 'detached' });

      // Vote on the first set with the keyboard: its pressed state and a polite announcement follow.
      const card = page.getByTestId('set-card').first();
      const setName = await card.getByRole('heading').textContent();
      await tabTo(page, 'Must Go');
      assert.ok(await focusVisible(page), 'focus is visible on the vote button');
      await page.keyboard.press('Space');
      await poll(async () => {
        const pressed = await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'));
        return { ok: pressed === 'true', pressed };
      }, 'the vote pressed');
      const live = page.getByTestId('live-announcer');
      assert.equal(await live.getAttribute('aria-live'), 'polite');
      await poll(async () => {
        const text = await live.textContent();
        return { ok: text.startsWith(`${setName}: Must Go`), text };
      }, 'the tally change announced');
    },
    {},
    { mail: true },
  );
});
