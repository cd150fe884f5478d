// Small helpers the journeys share.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEADLINE } from './deadline.mjs';
import { signInCode } from './mail.mjs';

/** Runs a GraphQL operation from the page (same origin, so the session cookie applies). */
export async function gql(page, query, variables = {}) {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const r = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return r.json();
    },
    { query, variables },
  );
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Signs a new user in through the API from the page's origin, with the code from the real
 * e-mail, and completes onboarding so no dialog blocks the journey.
 */
export async function signInByApi(page, mail, name = 'fan') {
  const email = `${name}-${randomBytes(3).toString('hex')}@example.com`;
  const username = `${name}_${randomBytes(2).toString('hex')}`;
  await gql(page, 'mutation($i: RequestSignInCodeInput!) { requestSignInCode(input: $i) { email } }', { i: { email } });
  const code = signInCode(await mail.waitFor(email));
  await gql(page, 'mutation($i: VerifySignInCodeInput!) { verifySignInCode(input: $i) { viewer { email } } }', {
    i: { email, code },
  });
  await gql(page, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { viewer { needsOnboarding } } }', {
    i: { username, completedOnboarding: true },
  });
  return { email, username, code };
}

/** The session cookie's value in a browser context (the secret that signs its requests). */
export async function sessionToken(context) {
  const cookie = (await context.cookies()).find((c) => c.name === 'festival_session');
  assert.ok(cookie?.value, 'a session cookie');
  return cookie.value;
}

/**
 * Secret hygiene: fails when the server's logs hold any of secrets (sign-in codes, magic-link
 * tokens, session tokens), codes as whole numbers. internal/app/secrets_test.go scans the same
 * for the API journeys and /metrics; this scans what the browser journeys made the server log.
 */
export function assertNoSecretsLogged(logs, secrets) {
  assert.ok(logs.includes('http request'), `nothing to scan: ${logs.length} bytes of logs`);
  for (const secret of secrets) {
    assert.ok(secret && secret.length >= 6, `a secret too short to look for: ${secret}`);
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.doesNotMatch(logs, new RegExp(`(^|[^0-9.])${escaped}($|[^0-9])`), `the server logged the secret ${secret}`);
  }
}

/** Calls fn until it answers { ok: true }; fails with the last answer after timeout. */
export async function poll(fn, what, timeout = DEADLINE) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn();
    if (last.ok) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Resolves with the page's next GraphQL answer that holds `operation` (a mutation's field, e.g.
 * 'undoImport', as a key of its data or errors' path): start it before the click that sends the
 * request, then wait for what the answer shows (a toast, a row). The answer is matched, not the
 * request: an upload's multipart body is not readable from the request.
 */
export function answered(page, operation) {
  return page.waitForResponse(
    async (r) =>
      r.url().endsWith('/graphql') &&
      r.request().method() === 'POST' &&
      (await r.text().catch(() => '')).includes(`"${operation}"`),
    { timeout: DEADLINE },
  );
}

/** The set card whose title links to setName. */
export const setCard = (page, setName) =>
  page.getByTestId('set-card').filter({ has: page.getByRole('link', { name: setName, exact: true }) });

/**
 * Resolves once the server (startServer's or startCluster's) holds at least n subscriptions to
 * set changes: a change committed after it reaches them. The subscribe message has no answer in
 * graphql-transport-ws, so this is read from the server (harness.mjs: subscriptions()).
 */
export async function serverSubscribed(server, n) {
  await poll(async () => {
    const held = await server.subscriptions();
    return { ok: held >= n, held, want: n };
  }, `${n} subscriptions registered at the server`);
}

/** Resolves once the page has sent a graphql-ws subscribe message. */
export function subscribed(page) {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"type":"subscribe"')) resolve();
      });
    });
  });
}
