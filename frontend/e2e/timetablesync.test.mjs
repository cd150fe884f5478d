// Issue 27: the schedule does not download the whole timetable on every visit. A signed-in fan
// opens the schedule (a full sync: the whole timetable and a watermark, saved with the Relay
// store); an admin renames a set; the fan comes back (a reload: the store is restored from
// IndexedDB) and the schedule asks only for what changed since the watermark: a small answer
// holding the renamed set, which the list then shows. Offline, the schedule still opens (the
// saved store holds the synced timetable).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';
import { network, sql, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const BASE = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

/**
 * Waits until the transactions that wrote the lineup have ended (the snapshot's xmin is past
 * their stamps): a sync then resends nothing it gave before (see lineup.Watermark).
 */
async function settle(server) {
  await poll(
    async () => ({
      ok:
        sql(
          server.dbURL,
          `SELECT pg_snapshot_xmin(pg_current_snapshot()) > greatest(
            (SELECT changed_xid FROM sets ORDER BY changed_xid DESC LIMIT 1),
            (SELECT changed_xid FROM timetable_removals ORDER BY changed_xid DESC LIMIT 1))`,
        ) === 't',
    }),
    'the lineup writes to end',
  );
}

/** Records the page's timetable syncs: the variables each sent and the answer (bytes and data). */
function recordSyncs(page) {
  const syncs = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const sent = JSON.parse(request.postData() ?? '{}');
    if (sent.operationName !== 'timetableSyncQuery') return;
    const body = await response.body();
    syncs.push({ since: sent.variables.since, bytes: body.length, changes: JSON.parse(body.toString()).data.festival.edition.timetableChanges });
  });
  return syncs;
}

test('a second visit to the schedule asks only for what changed, and shows an admin edit', async (t) => {
  await journey(
    t,
    async ({ server, browser, context, page, mail }) => {
      await page.goto(server.url + `${BASE}/sets`);
      await page.getByRole('link', { name: 'Schedule' }).first().waitFor();
      await signInByApi(page, mail, 'returning');
      const syncs = recordSyncs(page);

      // (1) First visit: the whole timetable, and a watermark kept in the saved store.
      await settle(server);
      await page.goto(server.url + `${BASE}/schedule/list`);
      await poll(async () => ({ ok: syncs.length === 1 }), 'the first timetable sync');
      const [first] = syncs;
      assert.equal(first.since, null, 'the first sync has no watermark');
      assert.equal(first.changes.complete, true);
      assert.ok(first.changes.sets.length > 10, `the whole timetable: ${first.changes.sets.length} sets`);
      const target = first.changes.sets.find((s) => s.timeStart) ?? first.changes.sets[0];
      await page.getByRole('link', { name: target.name }).first().waitFor();
      await waitForSnapshot(page, [first.changes.watermark]);

      // (2) Meanwhile an admin renames one set.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await admin.goto(server.url + '/');
      await signInAdmin(admin, mail);
      const renamed = `${target.name} (moved)`;
      await gql(admin, 'mutation($i: UpdateSetInput!) { updateSet(input: $i) { set { id name } } }', {
        i: { setId: target.id, name: renamed },
      });
      await adminContext.close();

      // (3) Second visit (a reload: the saved store comes back): only the changes since the watermark.
      await settle(server);
      await page.reload();
      await poll(async () => ({ ok: syncs.length === 2 }), 'the second timetable sync');
      const second = syncs[1];
      assert.equal(second.since, first.changes.watermark, 'the second sync sends the saved watermark');
      assert.equal(second.changes.complete, false);
      assert.deepEqual(
        second.changes.sets.map((s) => s.name),
        [renamed],
        'only the renamed set comes back',
      );
      assert.ok(second.bytes < 1_500 && second.bytes * 10 < first.bytes, `a small answer: ${second.bytes} bytes, the full one ${first.bytes}`);
      await page.getByRole('link', { name: renamed }).first().waitFor();
      // The rest of the timetable is still there (from the store).
      const other = first.changes.sets.find((s) => s.id !== target.id);
      await page.getByRole('link', { name: other.name }).first().waitFor();

      // (4) Offline, a reload still shows the schedule, the rename included.
      await waitForSnapshot(page, [second.changes.watermark, renamed]);
      await waitForAppShell(page);
      const net = await network(context);
      await net.offline();
      await page.reload();
      await page.getByRole('link', { name: renamed }).first().waitFor();
      await page.getByRole('link', { name: other.name }).first().waitFor();
      await net.online();
      t.diagnostic(`full sync ${first.bytes} bytes (${first.changes.sets.length} sets), second sync ${second.bytes} bytes`);
    },
    adminEnv,
    { mail: true },
  );
});
