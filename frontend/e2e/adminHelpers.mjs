// Helpers of the admin journeys: an admin signed in through the real sign-in e-mail.
import { gql } from './helpers.mjs';
import { DEADLINE } from './deadline.mjs';
import { signInCode } from './mail.mjs';

export const ADMIN_EMAIL = 'boss@example.com';

/** The journey() env that makes ADMIN_EMAIL a super_admin on its first sign-in. */
export const adminEnv = { BOOTSTRAP_SUPER_ADMIN_EMAIL: ADMIN_EMAIL };

/** Signs ADMIN_EMAIL in from the page's origin (open a page of the app first). */
export async function signInAdmin(page, mail) {
  await gql(page, 'mutation($i: RequestSignInCodeInput!) { requestSignInCode(input: $i) { email } }', {
    i: { email: ADMIN_EMAIL },
  });
  const code = signInCode(await mail.waitFor(ADMIN_EMAIL));
  await gql(page, 'mutation($i: VerifySignInCodeInput!) { verifySignInCode(input: $i) { viewer { email } } }', {
    i: { email: ADMIN_EMAIL, code },
  });
  await gql(page, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { viewer { needsOnboarding } } }', {
    i: { username: 'boss', completedOnboarding: true },
  });
}

/**
 * Waits for a toast with this text (sonner renders title and description in one list item). After
 * a mutation, wait for its answer first (helpers' answered()): the toast follows the answer.
 */
export async function expectToast(page, text) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: DEADLINE });
}
