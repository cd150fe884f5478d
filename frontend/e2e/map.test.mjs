// Issue 28: the site map, walking times and plans. An admin uploads a site map and places two
// stages; a visitor (375 px) opens the Map tab, builds and saves their plan, then a crew plan with
// two other members (1280 px); an admin moves a set and the open crew plan changes without a
// reload; the Map tab and the last plan still show offline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';
import { essentialOnly, seriousViolations, uploadSiteMap } from './mapSetup.mjs';
import { network, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const YEAR = DEMO_YEAR;
const EDITION = `/festivals/aurora-fields/editions/${YEAR}`;

/** Two overlapping sets on different stages (a, b) and a later set (c) at a third stage. */
function pickSets(timetable) {
  const timed = timetable
    .filter((s) => s.timeStart && s.timeEnd && s.stage)
    .map((s) => ({ ...s, start: Date.parse(s.timeStart), end: Date.parse(s.timeEnd) }))
    .sort((x, y) => x.start - y.start);
  for (const a of timed) {
    const b = timed.find((s) => s.stage.id !== a.stage.id && s.start > a.start && s.start < a.end && s.end > a.end);
    if (!b) continue;
    const c = timed.find((s) => s.stage.id !== a.stage.id && s.stage.id !== b.stage.id && s.start >= b.end + 30 * 60_000);
    if (c) return { a, b, c };
  }
  throw new Error('no sets to plan with in the demo edition');
}

const vote = (page, setId, v) =>
  gql(page, 'mutation($i: SetVoteInput!) { setVote(input: $i) { applied } }', { i: { setId, vote: v } });

test('site map, plan and crew plan: placed by an admin, live, and offline', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      // The admin (1280 px) uploads a map 400 px wide, says it shows 400 m, and places two stages.
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { festival } = await gql(
        page,
        `query($e: String!) { festival(slug: "aurora-fields") { id edition(slug: $e) { id
          timetable { id name timeStart timeEnd stage { id name } } } } }`,
        { e: String(YEAR) },
      );
      const edition = festival.edition;
      const { a, b, c } = pickSets(edition.timetable);
      await uploadSiteMap(page, server.url, festival.id, edition.id);
      const map = page.getByRole('img', { name: /Site map \(click/ });
      await map.waitFor();
      const placeAt = async (stageName, x, y) => {
        await page.getByRole('list', { name: 'Stages to place' }).getByRole('button', { name: new RegExp(`^${stageName} \\(`) }).click();
        const box = await map.boundingBox();
        await map.click({ position: { x: (x / 400) * box.width, y: (y / 200) * box.height } });
        await expectToast(page, `${stageName} placed on the map`);
      };
      await placeAt(a.stage.name, 100, 100);
      await placeAt(c.stage.name, 300, 100);
      // By keyboard: typed metres.
      await page.getByRole('list', { name: 'Stages to place' }).getByRole('button', { name: new RegExp(`^${b.stage.name} \\(`) }).click();
      await page.getByLabel(`${b.stage.name}: metres east`).fill('200');
      await page.getByLabel(`${b.stage.name}: metres south`).fill('150');
      await page.getByLabel(`${b.stage.name}: metres south`).press('Enter');
      await expectToast(page, `${b.stage.name} placed on the map`);
      const placed = await gql(page, `query($id: ID!) { node(id: $id) { ... on Edition { walkMinutes(from: "${a.stage.id}", to: "${c.stage.id}") } } }`, {
        id: edition.id,
      });
      // 200 m at 70 m a minute, rounded up; clicks may land a metre off.
      assert.ok([3, 4].includes(placed.node.walkMinutes), `walk ${placed.node.walkMinutes}`);

      // The visitor (375 px) votes and opens the Map tab.
      const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const visitor = await visitorContext.newPage();
      await visitor.goto(server.url + '/');
      const me = await signInByApi(visitor, mail, 'fan');
      await vote(visitor, a.id, 'MUST_GO');
      await vote(visitor, b.id, 'INTERESTED');
      await vote(visitor, c.id, 'MUST_GO');
      await visitor.goto(server.url + EDITION + '/sets');
      await essentialOnly(visitor);
      await visitor.getByRole('navigation', { name: 'Edition sections' }).getByRole('link', { name: 'Map' }).click();
      await visitor.getByRole('heading', { name: 'Build my plan' }).waitFor().catch(shot(visitor));
      await visitor.getByRole('button', { name: new RegExp(`^${escape(a.stage.name)}\\. `) }).waitFor();
      await visitor.getByTestId('plan-route').waitFor({ state: 'attached' });
      const own = visitor.getByRole('list', { name: 'Your plan' });
      await own.getByRole('link', { name: a.name }).waitFor();
      await own.getByRole('link', { name: c.name }).waitFor();
      await visitor.getByText(`left out ${b.name} (Interested): it overlaps ${a.name} (Must Go)`).waitFor();
      await visitor.getByText(/Walk \d+ min/).first().waitFor();
      // A pin says what is on there.
      await visitor.getByRole('button', { name: new RegExp(`^${escape(a.stage.name)}\\. `) }).click();
      await visitor.getByText(/^(Now: |Nothing on now)/).first().waitFor();
      assert.ok(await visitor.evaluate(() => document.documentElement.scrollWidth <= 375), 'no horizontal scroll at 375 px');
      assert.deepEqual(await seriousViolations(visitor), [], 'axe on the Map tab at 375 px');
      await visitor.getByRole('button', { name: 'Save as my plan' }).click();
      await expectToast(visitor, 'Plan saved');
      await visitor.getByRole('list', { name: 'Saved plan' }).getByRole('link', { name: c.name }).waitFor();

      // Two crew members (1280 px) who want b; the visitor makes the group.
      const members = [];
      for (const name of ['crewone', 'crewtwo']) {
        const ctx = await browser.newContext();
        const p = await ctx.newPage();
        await p.goto(server.url + '/');
        const who = await signInByApi(p, mail, name);
        await vote(p, b.id, 'MUST_GO');
        members.push({ page: p, ...who });
      }
      const { createGroup } = await gql(visitor, 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { group { id } } }', {
        i: { name: 'Map crew' },
      });
      for (const m of members) {
        await gql(visitor, 'mutation($i: AddGroupMemberInput!) { addGroupMember(input: $i) { group { id } } }', {
          i: { groupId: createGroup.group.id, usernameOrEmail: m.username },
        });
        const { viewer } = await gql(m.page, '{ viewer { pendingGroupInvitations { edges { node { id } } } } }');
        await gql(m.page, 'mutation($i: AcceptGroupInvitationInput!) { acceptGroupInvitation(input: $i) { group { id } } }', {
          i: { invitationId: viewer.pendingGroupInvitations.edges[0].node.id },
        });
      }
      await visitor.reload();
      await visitor.getByLabel('Group').selectOption({ label: 'Map crew' }).catch(shot(visitor));
      const crew = visitor.getByRole('list', { name: 'Crew plan' });
      await crew.getByRole('link', { name: b.name }).waitFor().catch(shot(visitor));
      await visitor.getByText(new RegExp(`Wanted by .*${members[0].username}`)).first().waitFor();
      await visitor.getByText(new RegExp(`^${me.username} \\(you\\)`)).waitFor();
      await visitor.getByText(new RegExp(`Splits up for .*${escape(a.name)}`)).waitFor();
      assert.equal(await crew.getByRole('link', { name: a.name }).count(), 0, 'the crew goes to b, not a');
      // The crew's route on the map: from b's stage, not a's.
      const points = () => visitor.locator('[data-testid="plan-route"] polyline').getAttribute('points');
      const ownPoints = await points();
      await visitor.getByRole('group', { name: 'Route on the map' }).getByRole('button', { name: 'Crew plan' }).click();
      await poll(async () => ({ ok: (await points()) !== ownPoints }), 'the crew route on the map');
      await visitor.getByRole('group', { name: 'Route on the map' }).getByRole('button', { name: 'My plan' }).click();

      // A member's Map tab at 1280 px shows the map and the crew too.
      const m0 = members[0].page;
      await m0.goto(server.url + EDITION + '/map');
      await m0.getByRole('img', { name: 'Site map' }).waitFor();
      await m0.getByLabel('Group').selectOption({ label: 'Map crew' });
      await m0.getByRole('list', { name: 'Crew plan' }).waitFor();
      await essentialOnly(m0);
      assert.deepEqual(await seriousViolations(m0), [], 'axe on the Map tab with a crew plan at 1280 px');

      // The admin moves b after everything: the open crew plan now holds a and b, no reload.
      const later = new Date(c.end + 3 * 3600_000);
      await gql(page, 'mutation($i: UpdateSetInput!) { updateSet(input: $i) { set { id } } }', {
        i: { setId: b.id, timeStart: later.toISOString(), timeEnd: new Date(later.getTime() + 3600_000).toISOString() },
      });
      await crew.getByRole('link', { name: a.name }).waitFor();
      await crew.getByRole('link', { name: b.name }).waitFor();

      // Offline: the Map tab and the last plan still show (the map image from the worker's cache).
      await waitForAppShell(visitor);
      await visitor.reload();
      await visitor.getByRole('heading', { name: 'Build my plan' }).waitFor();
      await visitor.getByRole('img', { name: 'Site map' }).waitFor();
      // The plan after b's move (three items: a, c, then b) is on screen and in the saved store
      // before going offline: the reload may come before the refetch that followed the move.
      await visitor.getByRole('list', { name: 'Your plan' }).getByRole('link', { name: b.name }).waitFor();
      await waitForSnapshot(visitor, [a.stage.id, 'savedPlan', ':plan:items:2']);
      await poll(
        async () => ({ ok: await visitor.evaluate(async () => (await (await caches.open('uploads')).keys()).length > 0) }),
        'the map image is in the runtime cache',
      );
      const net = await network(visitorContext);
      await net.offline();
      await visitor.reload();
      await visitor.getByRole('heading', { name: 'Build my plan' }).waitFor();
      await visitor.getByRole('list', { name: 'Your plan' }).getByRole('link', { name: c.name }).waitFor();
      await visitor.getByRole('button', { name: new RegExp(`^${escape(c.stage.name)}\\. `) }).waitFor();
      await poll(
        async () => ({
          ok: await visitor.evaluate(() => {
            const img = document.querySelector('img[alt="Site map"]');
            return Boolean(img && img.complete && img.naturalWidth === 400);
          }),
        }),
        'the map image shows offline',
      );
      // Saved offline: it waits in the outbox and reaches the server once back online. The plan
      // now holds b too (moved after everything).
      await visitor.getByRole('list', { name: 'Your plan' }).getByRole('link', { name: b.name }).waitFor();
      await visitor.getByRole('button', { name: 'Save as my plan' }).click();
      await expectToast(visitor, 'Plan saved offline');
      await net.online();
      await poll(
        async () => {
          const { node } = await gql(visitor, `query($id: ID!) { node(id: $id) { ... on Edition { savedPlan { items { set { id } } } } } }`, {
            id: edition.id,
          });
          const ids = node.savedPlan.items.map((i) => i.set.id);
          return { ok: ids.includes(b.id), ids };
        },
        'the plan saved offline reaches the server',
        40_000,
      );
    },
    adminEnv,
    { mail: true },
  );
});

/** On failure, a screenshot of this page too (the journey saves the first page's). */
const shot = (page) => async (err) => {
  await page.screenshot({ path: new URL('./artifacts/map-visitor.png', import.meta.url).pathname }).catch(() => {});
  throw err;
};

function escape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
