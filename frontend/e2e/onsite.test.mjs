// Issue 35: together on site. An admin uploads a site map (400 m wide), places two stages, puts
// the map on the earth (two anchors) and adds water taps and toilets through the GraphQL API. Two
// members of a group (375 px, positions set through DevTools: Emulation.setGeolocationOverride
// with the geolocation permission granted) see where they are and the nearest water, share their
// positions with the group and see each other's dots move; a stranger's request for the group's
// locations is FORBIDDEN; stopping removes the dot on the other screen; a meeting point arrives
// as a notification and on the other member's open map by itself; one is dropped by a tap on the
// map.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';
import { essentialOnly, seriousViolations, uploadSiteMap } from './mapSetup.mjs';
import { network, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const EDITION = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

// The map's top-left corner on the earth; the map is north up at 1 map metre = 1 ground metre.
const ORIGIN = { latitude: 52.0, longitude: 5.0 };
const M_PER_DEG = 111195.08;
/** The latitude/longitude of a map point (metres east and south of the top-left corner). */
const geoAt = (x, y) => ({
  latitude: ORIGIN.latitude - y / M_PER_DEG,
  longitude: ORIGIN.longitude + x / (M_PER_DEG * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
});

/** Puts a page's device at map point (x, y) through DevTools. */
async function placeDevice(cdp, x, y, accuracy = 10) {
  await cdp.send('Emulation.setGeolocationOverride', { ...geoAt(x, y), accuracy });
}

/** The left of a member's dot on the map, in percent of its width (null: no dot). */
async function dotLeft(page, name) {
  const dot = page.locator(`[data-mark="member"][aria-label^="${name},"]`);
  if ((await dot.count()) === 0) return null;
  return parseFloat(await dot.first().evaluate((el) => el.style.left));
}

/** On failure, this page's screenshot and its "you are here" line too. */
const shot = (page, name) => async (err) => {
  await page.screenshot({ path: new URL(`./artifacts/onsite-${name}.png`, import.meta.url).pathname, fullPage: true }).catch(() => {});
  const status = await page.getByTestId('here-status').allInnerTexts().catch(() => []);
  throw new Error(`${err.message}\nhere-status: ${status.join(' | ')}`);
};

/** A GraphQL request from the page, its whole answer (errors included). */
const raw = (page, query, variables) =>
  page.evaluate(
    async ({ query, variables }) =>
      (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json(),
    { query, variables },
  );

test('on site: you are here, nearest water, crew dots live, FORBIDDEN for strangers, stop, meeting point', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      // The admin: a site map 400 × 200 px showing 400 m, two stages placed, the map on the earth.
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { festival } = await gql(
        page,
        `query($e: String!) { festival(slug: "aurora-fields") { id edition(slug: $e) { id stages { id name } timetable { id stage { id } } } } }`,
        { e: String(DEMO_YEAR) },
      );
      const edition = festival.edition;
      const [main, second] = edition.stages;
      await uploadSiteMap(page, server.url, festival.id, edition.id);
      const place = (stageId, x, y) =>
        gql(page, 'mutation($i: SetStagePositionInput!) { setStagePosition(input: $i) { stage { id } } }', {
          i: { stageId, position: { x, y } },
        });
      await place(main.id, 100, 60);
      await place(second.id, 300, 60);
      const geo = await gql(
        page,
        `mutation($i: SetEditionGeoreferenceInput!) { setEditionGeoreference(input: $i) { residualMeters edition { georeferenced } } }`,
        {
          i: {
            editionId: edition.id,
            anchors: [
              { position: { x: 0, y: 0 }, at: geoAt(0, 0) },
              { position: { x: 400, y: 200 }, at: geoAt(400, 200) },
            ],
          },
        },
      );
      assert.equal(geo.setEditionGeoreference.edition.georeferenced, true);
      // The demo's own places go first, so the distances below are this journey's.
      const seeded = await gql(page, 'query($id: ID!) { node(id: $id) { ... on Edition { pointsOfInterest { id } } } }', { id: edition.id });
      for (const { id } of seeded.node.pointsOfInterest) {
        await gql(page, 'mutation($i: DeletePointOfInterestInput!) { deletePointOfInterest(input: $i) { deletedId } }', { i: { id } });
      }
      // Four water taps (three near the first member, one far) and toilets.
      const poi = (kind, name, x, y) =>
        gql(page, 'mutation($i: CreatePointOfInterestInput!) { createPointOfInterest(input: $i) { pointOfInterest { id } } }', {
          i: { editionId: edition.id, kind, name, position: { x, y } },
        });
      await poi('WATER', 'Tap Gate', 120, 100); // 20 m from (100, 100)
      await poi('WATER', 'Tap Field', 160, 100); // 60 m
      await poi('WATER', 'Tap Bar', 100, 150); // 50 m
      await poi('WATER', 'Tap Far', 380, 20);
      await poi('TOILETS', 'Toilets North', 110, 110);

      // Two members at 375 px, with the geolocation permission and their positions set.
      const members = [];
      for (const [name, x, y] of [
        ['kite', 100, 100],
        ['sam', 300, 100],
      ]) {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
        await context.grantPermissions(['geolocation'], { origin: server.url });
        const p = await context.newPage();
        const cdp = await context.newCDPSession(p);
        await placeDevice(cdp, x, y);
        await p.goto(server.url + '/');
        const who = await signInByApi(p, mail, name);
        members.push({ page: p, cdp, context, ...who });
      }
      const [kite, sam] = members;
      const { createGroup } = await gql(kite.page, 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { group { id } } }', {
        i: { name: 'Field crew' },
      });
      const groupId = createGroup.group.id;
      await gql(kite.page, 'mutation($i: AddGroupMemberInput!) { addGroupMember(input: $i) { group { id } } }', {
        i: { groupId, usernameOrEmail: sam.username },
      });
      const { viewer } = await gql(sam.page, '{ viewer { pendingGroupInvitations { edges { node { id } } } } }');
      await gql(sam.page, 'mutation($i: AcceptGroupInvitationInput!) { acceptGroupInvitation(input: $i) { group { id } } }', {
        i: { invitationId: viewer.pendingGroupInvitations.edges[0].node.id },
      });

      // Both want a set at the first stage: the crew plan meets there.
      const meetSet = edition.timetable.find((s) => s.stage?.id === main.id);
      for (const m of members) {
        await gql(m.page, 'mutation($i: SetVoteInput!) { setVote(input: $i) { applied } }', { i: { setId: meetSet.id, vote: 'MUST_GO' } });
      }
      for (const m of members) {
        await m.page.goto(server.url + EDITION + '/map');
        await essentialOnly(m.page);
        // You are here: the dot on the map (the permission was granted, so no button to press).
        await m.page.getByRole('img', { name: 'You are here' }).waitFor().catch(shot(m.page, 'here'));
      }
      assert.equal(await kite.page.getByTestId('accuracy-me').count(), 0, 'no accuracy circle at 10 m');

      // Nearest water from where kite is: the right three, nearest first.
      const nearest = kite.page.getByRole('list', { name: 'Nearest water' });
      await nearest.waitFor();
      const names = (await nearest.locator('li > span:first-child').allInnerTexts()).map((t) => t.replace(/^\S+\s+/, '').trim());
      assert.deepEqual(names, ['Tap Gate', 'Tap Bar', 'Tap Field']);
      await nearest.getByText(/1 min walk/).first().waitFor();
      assert.ok(await kite.page.evaluate(() => document.documentElement.scrollWidth <= 375), 'no horizontal scroll at 375 px');

      // Both share with the group for an hour, through the dialog.
      for (const m of members) {
        await m.page.getByLabel('Crew to show').selectOption({ label: 'Field crew' });
        await m.page.getByRole('button', { name: 'Share my position with Field crew' }).click();
        const dialog = m.page.getByRole('dialog', { name: 'Share your position with Field crew?' });
        await dialog.getByText('How to stop:').waitFor();
        await dialog.getByLabel(/^1 hour/).check();
        await dialog.getByRole('button', { name: 'Share', exact: true }).click();
        await m.page.getByTestId('sharing-badge').filter({ hasText: /^Sharing with Field crew until \d/ }).waitFor();
      }
      await kite.page.mouse.move(0, 0); // no hover colours in the contrast check
      assert.deepEqual(await seriousViolations(kite.page), [], 'axe on the Map tab on site at 375 px');
      // Each sees the other's dot: sam at 300 m of 400 (75 %), kite at 25 %.
      await poll(async () => {
        const left = await dotLeft(kite.page, sam.username);
        return { ok: left !== null && Math.abs(left - 75) < 1, left };
      }, "sam's dot on kite's map");
      await poll(async () => {
        const left = await dotLeft(sam.page, kite.username);
        return { ok: left !== null && Math.abs(left - 25) < 1, left };
      }, "kite's dot on sam's map");
      await kite.page.getByTestId('member-location').filter({ hasText: sam.username }).waitFor();
      // The crew plan's meeting set says who is sharing and how far: sam walks 204 m to the first stage.
      await kite.page.getByLabel('Group', { exact: true }).selectOption({ label: 'Field crew' });
      await kite.page.getByRole('list', { name: 'Crew distances' }).getByText(`${sam.username} 3 min away`, { exact: false }).waitFor();

      // sam walks 50 m west: the dot moves on kite's screen (sent when moved ≥ 25 m, at most every 15 s),
      // the update sent over sam's open live socket, not as an HTTP request.
      const updatesOverHttp = [];
      const countUpdates = (request) => {
        const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
        if (body.includes('useShareLocationMutationsUpdateMutation')) updatesOverHttp.push(body);
      };
      sam.page.on('request', countUpdates);
      await placeDevice(sam.cdp, 250, 100);
      await poll(async () => {
        const left = await dotLeft(kite.page, sam.username);
        return { ok: left !== null && Math.abs(left - 62.5) < 1, left };
      }, "sam's dot moves on kite's map");
      sam.page.off('request', countUpdates);
      assert.deepEqual(updatesOverHttp, [], 'the position update goes over the live socket');

      // A stranger asks for the group's locations: FORBIDDEN.
      const strangerContext = await browser.newContext();
      const stranger = await strangerContext.newPage();
      await stranger.goto(server.url + '/');
      await signInByApi(stranger, mail, 'stranger');
      // Watching them (the subscription, graphql-transport-ws) is FORBIDDEN; reading them through
      // the group finds no group (it is not even visible to a stranger); sharing with it is FORBIDDEN.
      const watched = await stranger.evaluate(
        ({ g, e }) =>
          new Promise((resolve) => {
            const ws = new WebSocket(`ws://${location.host}/graphql`, 'graphql-transport-ws');
            ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
            ws.onmessage = (m) => {
              const msg = JSON.parse(m.data);
              if (msg.type === 'connection_ack') {
                ws.send(
                  JSON.stringify({
                    id: '1',
                    type: 'subscribe',
                    payload: {
                      query: 'subscription($g: ID!, $e: ID!) { memberLocationsChanged(groupId: $g, editionId: $e) { name at { latitude } } }',
                      variables: { g, e },
                    },
                  }),
                );
              } else if (msg.type === 'next' || msg.type === 'error') {
                ws.close();
                resolve(JSON.stringify(msg.payload));
              }
            };
          }),
        { g: groupId, e: edition.id },
      );
      assert.match(watched, /"code":"FORBIDDEN"/, watched);
      assert.doesNotMatch(watched, /latitude":/, 'no position in the answer');
      const read = await raw(stranger, 'query($g: ID!, $e: ID!) { node(id: $g) { ... on Group { memberLocations(editionId: $e) { name } } } }', {
        g: groupId,
        e: edition.id,
      });
      assert.deepEqual({ data: read.data, errors: read.errors }, { data: { node: null }, errors: undefined }, 'no group for a stranger');
      const shared = await raw(
        stranger,
        'mutation($g: ID!) { shareLocation(input: {groupId: $g, at: {latitude: 52, longitude: 5}, accuracyMeters: 5, minutes: 60}) { expiresAt } }',
        { g: groupId },
      );
      assert.equal(shared.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(shared));

      // sam stops: the dot leaves kite's map.
      await sam.page.getByTestId('sharing-badge').waitFor();
      await sam.page.getByRole('button', { name: 'Stop', exact: true }).click();
      await expectToast(sam.page, 'Stopped sharing with Field crew');
      await kite.page.locator(`[data-mark="member"][aria-label^="${sam.username},"]`).waitFor({ state: 'detached' });
      await kite.page.getByText('Nobody else in Field crew is sharing their position now.').waitFor();

      // kite drops a meeting point at the first stage: sam gets the notification.
      const drop = kite.page.getByRole('form', { name: 'Drop a meeting point' });
      await drop.getByLabel('Meet at').selectOption({ label: main.name });
      await drop.getByLabel('Note (optional)').fill('by the tap');
      await drop.getByRole('button', { name: 'Drop meeting point' }).click();
      await expectToast(kite.page, 'Meeting point dropped; 1 member notified');
      await expectToast(sam.page, `meet at ${main.name}`);
      await kite.page.getByRole('list', { name: 'Meeting points' }).getByText(/by the tap/).waitFor();
      // It appears on sam's open Map tab by itself (meetingPointsChanged; the list is not fetched
      // again on a timer any more).
      await sam.page.getByRole('list', { name: 'Meeting points' }).getByText(/by the tap/).waitFor();

      // sam drops one by tapping the map at (200, 150) m: it appears on kite's map and list.
      const samDrop = sam.page.getByRole('form', { name: 'Drop a meeting point' });
      await samDrop.getByLabel('Meet at').selectOption({ label: 'A point I tap on the map' });
      await samDrop.getByText('Tap the map where to meet.').waitFor();
      const tapMap = sam.page.getByRole('img', { name: 'Site map: tap where to meet' });
      const box = await tapMap.boundingBox();
      await tapMap.click({ position: { x: (200 / 400) * box.width, y: (150 / 200) * box.height } });
      await samDrop.getByTestId('meeting-map-pick').filter({ hasText: /The flag is at (19[7-9]|20[0-3]) m east, (14[7-9]|15[0-3]) m south/ }).waitFor();
      await sam.page.getByRole('img', { name: 'New meeting point, not dropped yet' }).waitFor();
      await samDrop.getByLabel('Note (optional)').fill('under the tree');
      await samDrop.getByRole('button', { name: 'Drop meeting point' }).click();
      await expectToast(sam.page, 'Meeting point dropped; 1 member notified');
      await kite.page.getByRole('list', { name: 'Meeting points' }).getByText(/Meet at the flag on the map, .*under the tree/).waitFor();
      const flag = kite.page.locator('[data-mark="meeting"][aria-label*="under the tree"]');
      await flag.waitFor();
      const at = await flag.evaluate((el) => [parseFloat(el.style.left), parseFloat(el.style.top)]);
      assert.ok(Math.abs(at[0] - 50) < 1.5 && Math.abs(at[1] - 75) < 1.5, `the flag at ${at} % of the map`);

      // Offline once seen: the places, the nearest water and the dot still show; a pin saved
      // offline waits in the outbox and reaches the server when the connection returns.
      await waitForAppShell(kite.page);
      await kite.page.reload();
      await kite.page.getByRole('list', { name: 'Nearest water' }).waitFor();
      await waitForSnapshot(kite.page, ['Tap Gate', 'Tap Field', 'Toilets North']);
      const net = await network(kite.context);
      await net.offline();
      await kite.page.reload();
      await kite.page.getByRole('list', { name: 'Nearest water' }).getByText('Tap Gate').waitFor();
      await kite.page.getByRole('img', { name: 'You are here' }).waitFor();
      await kite.page.getByLabel('New pin').fill('My tent');
      await kite.page.getByRole('button', { name: 'Add pin' }).click();
      await expectToast(kite.page, 'Pin saved offline');
      await kite.page.getByRole('list', { name: 'My pins' }).getByText('My tent').waitFor();
      await kite.page.getByRole('img', { name: 'My pin: My tent' }).waitFor();
      await net.online();
      await poll(
        async () => {
          const { festival: f } = await gql(kite.page, 'query($e: String!) { festival(slug: "aurora-fields") { edition(slug: $e) { myPins { label } } } }', {
            e: String(DEMO_YEAR),
          });
          const labels = f.edition.myPins.map((p) => p.label);
          return { ok: labels.includes('My tent'), labels };
        },
        'the pin saved offline reaches the server',
        60_000,
      );

      // Off the site: 3 km south, the tab says how far.
      await placeDevice(kite.cdp, 200, 3200);
      await kite.page.getByTestId('here-status').filter({ hasText: 'You are 3.0 km from the site.' }).waitFor();
    },
    adminEnv,
    { mail: true },
  );
});
