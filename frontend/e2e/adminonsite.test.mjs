// Issue 35, the admin side: on a phone (375 px) an admin georeferences the edition's site map
// with two anchors (one clicked on the map, one typed; a latitude/longitude pasted into one
// field), sees the server's refusal in words when the anchors disagree with the map's width,
// and adds, edits and deletes points of interest (by keyboard and by a click on the map).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql } from './helpers.mjs';

const LAT0 = 52.0;
const LON0 = 4.0;
/** The longitude `m` metres east of LON0 at LAT0 (the server's projection). */
const east = (m) => LON0 + m / (111195.08 * Math.cos((LAT0 * Math.PI) / 180));

test('admin on site: georeference the map (refusal, then saved) and points of interest', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { festival } = await gql(page, `query($e: String!) { festival(slug: "aurora-fields") { id edition(slug: $e) { id } } }`, {
        e: String(DEMO_YEAR),
      });
      const edition = festival.edition;
      // The demo's georeference and places go first: the journey starts from a map not on the earth.
      await gql(page, 'mutation($i: SetEditionGeoreferenceInput!) { setEditionGeoreference(input: $i) { edition { georeferenced } } }', {
        i: { editionId: edition.id, anchors: [] },
      });
      const seeded = await gql(page, 'query($id: ID!) { node(id: $id) { ... on Edition { pointsOfInterest { id } } } }', { id: edition.id });
      for (const { id } of seeded.node.pointsOfInterest) {
        await gql(page, 'mutation($i: DeletePointOfInterestInput!) { deletePointOfInterest(input: $i) { deletedId } }', { i: { id } });
      }
      const png = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 400;
        canvas.height = 200;
        const g = canvas.getContext('2d');
        g.fillStyle = '#2a6';
        g.fillRect(0, 0, 400, 200);
        return canvas.toDataURL('image/png').split(',')[1];
      });
      await page.goto(`${server.url}/admin/festivals/${festival.id}/editions/${edition.id}/stages`);
      await page.getByRole('heading', { name: 'Site map', exact: true }).waitFor();
      await page.getByLabel('Site map file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      await expectToast(page, 'Site map uploaded successfully');
      await page.getByLabel('Map width (metres)').fill('400');
      await page.getByRole('button', { name: 'Save walking settings' }).click();
      await expectToast(page, 'Walking settings saved');

      // The page fits the phone: nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than 375 px`);

      // Anchor 1: clicked on the map at (50 m, 100 m); its latitude/longitude pasted as one.
      const section = page.getByRole('region', { name: 'Map on the earth' });
      await section.getByText('Not georeferenced').waitFor();
      await section.getByRole('button', { name: 'Pick anchor 1 on the map' }).click();
      const map = section.getByRole('img', { name: /Anchors map \(click to place the picked anchor/ });
      const box = await map.boundingBox();
      await map.click({ position: { x: (50 / 400) * box.width, y: (100 / 200) * box.height } });
      const x1 = Number(await section.getByLabel('Anchor 1: metres east').inputValue());
      const y1 = Number(await section.getByLabel('Anchor 1: metres south').inputValue());
      assert.ok(Math.abs(x1 - 50) <= 2 && Math.abs(y1 - 100) <= 2, `anchor 1 at ${x1}, ${y1}`);
      await section.getByLabel('Anchor 1: latitude').fill(`${LAT0}, ${LON0}`);
      assert.equal(await section.getByLabel('Anchor 1: longitude').inputValue(), String(LON0));
      assert.equal(await section.getByLabel('Anchor 1: latitude').inputValue(), String(LAT0));

      // Anchor 2, typed 300 map metres east, but 600 m away on the ground: refused, in words.
      await section.getByLabel('Anchor 2: metres east').fill(String(x1 + 300));
      await section.getByLabel('Anchor 2: metres south').fill(String(y1));
      await section.getByLabel('Anchor 2: latitude').fill(String(LAT0));
      await section.getByLabel('Anchor 2: longitude').fill(String(east(600)));
      await section.getByRole('button', { name: 'Save georeference' }).click();
      const refusal = section.getByRole('alert');
      await refusal.waitFor();
      assert.match(await refusal.textContent(), /100% further apart on the ground than on the map/);
      let got = await gql(page, `query($id: ID!) { node(id: $id) { ... on Edition { georeferenced } } }`, { id: edition.id });
      assert.equal(got.node.georeferenced, false, 'a refused georeference changes nothing');

      // Corrected (300 m on the ground), by keyboard: Enter submits. Saved, with a third anchor
      // next: its residual in metres.
      await section.getByLabel('Anchor 2: longitude').fill(String(east(300)));
      await section.getByLabel('Anchor 2: longitude').press('Enter');
      await expectToast(page, 'Map placed on the earth');
      await section.getByText('Georeferenced with 2 anchors').waitFor();
      await section.getByRole('button', { name: 'Add a third anchor' }).click();
      await section.getByLabel('Anchor 3: metres east').fill(String(x1 + 150));
      await section.getByLabel('Anchor 3: metres south').fill(String(y1 - 90));
      // 5 m off to the north of where the other two put it.
      await section.getByLabel('Anchor 3: latitude').fill(`${LAT0 + 95 / 111195.08}, ${east(150)}`);
      await section.getByRole('button', { name: 'Save georeference' }).click();
      await section.getByText(/Georeferenced with 3 anchors: the third anchor is off by \d+(\.\d)? m/).waitFor();
      got = await gql(page, `query($id: ID!) { node(id: $id) { ... on Edition { georeference { residualMeters } } } }`, { id: edition.id });
      assert.ok(got.node.georeference.residualMeters > 1 && got.node.georeference.residualMeters < 6, JSON.stringify(got));

      // Points of interest: one typed (keyboard only), one placed by a click, one edited, one deleted.
      const pois = page.getByRole('region', { name: 'Points of interest' });
      await pois.getByLabel('Kind').selectOption('WATER');
      await pois.getByLabel('Name').fill('Water tap North');
      await pois.getByLabel('Opening hours (optional)').fill('Fri–Sun 10:00–02:00');
      await pois.getByLabel('Metres east').fill('120');
      await pois.getByLabel('Metres south').fill('40');
      await pois.getByLabel('Metres south').press('Enter');
      await expectToast(page, 'Water tap North added');
      await pois.getByLabel('Kind').selectOption('FIRST_AID');
      await pois.getByLabel('Name').fill('Medic tent');
      const poiMap = pois.getByRole('img', { name: /Points of interest map \(click/ });
      const pbox = await poiMap.boundingBox();
      await poiMap.click({ position: { x: (300 / 400) * pbox.width, y: (150 / 200) * pbox.height } });
      await pois.getByRole('button', { name: 'Add point of interest' }).click();
      await expectToast(page, 'Medic tent added');
      await pois.getByRole('button', { name: 'Edit Medic tent' }).click();
      await pois.getByLabel('Name').fill('First aid post');
      await pois.getByRole('button', { name: 'Save point of interest' }).click();
      await expectToast(page, 'First aid post saved');
      page.once('dialog', (d) => void d.accept());
      await pois.getByRole('button', { name: 'Delete Water tap North' }).click();
      await expectToast(page, 'Water tap North deleted');

      got = await gql(page, `query($id: ID!) { node(id: $id) { ... on Edition { pointsOfInterest { kind name position { x y } at { latitude } } } } }`, {
        id: edition.id,
      });
      const list = got.node.pointsOfInterest;
      assert.equal(list.length, 1, JSON.stringify(list));
      assert.equal(list[0].kind, 'FIRST_AID');
      assert.equal(list[0].name, 'First aid post');
      assert.ok(Math.abs(list[0].position.x - 300) <= 2 && Math.abs(list[0].position.y - 150) <= 2, JSON.stringify(list[0]));
      assert.ok(list[0].at && Math.abs(list[0].at.latitude - LAT0) < 0.01, 'the point is on the earth');

      // Cleared: the map is no longer on the earth.
      page.once('dialog', (d) => void d.accept());
      await section.getByRole('button', { name: 'Clear georeference' }).click();
      await expectToast(page, 'Georeference cleared');
      await section.getByText('Not georeferenced').waitFor();
    },
    adminEnv,
    { mail: true },
  );
});
