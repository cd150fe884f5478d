// Scale-out with browsers: three `festival serve` instances on one database behind HAProxy
// (harness.mjs startCluster). A signed-in browser votes through the balancer; another browser
// on the sets page sees the tallies change live; the instance holding that browser's WebSocket
// is killed with SIGKILL; the page reconnects through the balancer to another instance and sees
// every later vote.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';
import { poll, serverSubscribed, setCard as card, signInByApi } from './helpers.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

/**
 * Records which instance answered each WebSocket handshake of page (HAProxy's X-Served-By on the
 * 101 response, read through the DevTools protocol) and each subscribe the page sent.
 */
async function watchSockets(context, page) {
  const sockets = []; // { servedBy, subscribed }
  const byRequest = new Map();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketCreated', (e) => byRequest.set(e.requestId, { servedBy: undefined, subscribed: false }));
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const s = byRequest.get(e.requestId);
    if (!s) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    s.servedBy = headers['x-served-by'];
    sockets.push(s);
  });
  cdp.on('Network.webSocketFrameSent', (e) => {
    const s = byRequest.get(e.requestId);
    if (s && e.response.payloadData.includes('"type":"subscribe"')) s.subscribed = true;
  });
  return sockets;
}

test('behind a load balancer, a browser follows live tallies across the loss of its instance', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      const watcherContext = await browser.newContext();
      const watcher = await watcherContext.newPage();
      const sockets = await watchSockets(watcherContext, watcher);

      // The voter signs in through the balancer (code request and verification may reach
      // different instances) and opens the sets page.
      await page.goto(server.url + '/');
      await signInByApi(page, mail, 'voter');
      const held = await server.subscriptions();
      await page.goto(server.url + SETS_PATH);
      await page.getByTestId('set-card').first().waitFor();
      await watcher.goto(server.url + SETS_PATH);
      await watcher.getByTestId('set-card').first().waitFor();
      await poll(
        async () => ({
          ok: sockets.some((s) => s.servedBy && s.subscribed),
          sockets,
        }),
        'the watcher subscribed',
      );
      // One subscription per page (the voter's and the watcher's), held by the instances.
      await serverSubscribed(server, held + 2);

      // Sets whose name is on one card only (an artist may play twice).
      const all = await page.getByTestId('set-card').getByRole('heading').allTextContents(); // off-screen cards too
      const names = all.filter((n) => all.indexOf(n) === all.lastIndexOf(n));
      assert.ok(names.length >= 5, `sets with a name of their own on the page: ${names.length}`);
      const tally = async (name) => Number(await card(watcher, name).getByTestId('tally-mustGo').textContent());
      const voteAndSee = async (name, what) => {
        const before = await tally(name);
        const mustGo = card(page, name).getByRole('button', {
          name: 'Must Go',
        });
        await mustGo.click();
        await card(page, name).getByRole('button', { name: 'Must Go', pressed: true }).waitFor();
        await poll(async () => {
          const n = await tally(name);
          return { ok: n === before + 1, n, before };
        }, `${what}: the watcher's tally of ${name}`);
      };

      // Live through the balancer, whichever instances the voter's requests reach.
      await voteAndSee(names[0], 'before the kill');
      await voteAndSee(names[1], 'before the kill');

      // The instance holding the watcher's socket dies without a goodbye.
      const victimName = sockets.at(-1).servedBy;
      const victim = server.instances.find((i) => i.name === victimName);
      assert.ok(victim, `the watcher's socket was served by ${victimName}`);
      const socketsBefore = sockets.length;
      await victim.stop('SIGKILL');

      // The page reconnects through the balancer, to another instance, and subscribes again.
      await poll(
        async () => {
          const fresh = sockets.slice(socketsBefore).filter((s) => s.servedBy && s.subscribed);
          return {
            ok: fresh.length > 0 && fresh.every((s) => s.servedBy !== victimName),
            fresh,
            victimName,
          };
        },
        'the watcher reconnected to another instance',
      );
      // The instances left hold both pages' subscriptions again (the victim's went with it).
      const living = server.instances.filter((i) => i !== victim);
      await serverSubscribed(
        { subscriptions: async () => (await Promise.all(living.map((i) => i.subscriptions()))).reduce((a, b) => a + b, 0) },
        held + 2,
      );

      // Every later vote reaches it.
      for (const name of names.slice(2, 5)) await voteAndSee(name, 'after the kill');
      assert.equal(await watcher.getByText('Offline').count(), 0, 'the watcher is not offline');
    },
    {},
    { mail: true, cluster: true },
  );
});
