// Issue 36: the live edition after it ends. The demo's live edition is built around the
// server's clock at its first start (yesterday to tomorrow); the journey then restarts the server
// on the same database with its clock four days later (CLOCK_OFFSET; the demo is seeded once).
// Before the end, with the edition's ratingsPublic on: a visitor (375 px) rates a set that has
// ended and sees no aggregate; the recap is not open. After the end: the recap of this edition
// (1280 px) lists the planned and rated sets; the aggregate shows only while ratingsPublic is on,
// to the visitor and to a reader without an account.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEMO_YEAR, clockOffset, journey } from "./harness.mjs";
import { gql, poll, signInByApi } from "./helpers.mjs";
import { sql } from "./offlineHelpers.mjs";

const EDITION = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;
const DAY = 24 * 3600_000;
const LATER = 4 * DAY; // past the start of the day after the end (the end: the day after tomorrow)

test("the live edition after it ends: its recap, and rating aggregates only where enabled", async (t) => {
  await journey(
    t,
    async ({ server, browser, context, page, mail }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(server.url + "/");
      const me = await signInByApi(page, mail, "afterfan");
      const timetableQ = `query($e: String!) { serverTime festival(slug: "aurora-fields") { edition(slug: $e) {
        id timetable { id slug name timeStart timeEnd stage { id } } } } }`;
      const data = await gql(page, timetableQ, { e: String(DEMO_YEAR) });
      const edition = data.festival.edition;
      const now = Date.parse(data.serverTime);
      const timed = edition.timetable.filter(
        (s) => s.timeStart && s.timeEnd && s.stage,
      );
      const ended = timed.find((s) => Date.parse(s.timeEnd) < now - 60_000);
      const coming = timed.find(
        (s) => Date.parse(s.timeStart) > now + 3600_000,
      );
      assert.ok(
        ended && coming,
        "the live edition has a set that has ended and one to come",
      );
      const editionWhere = `slug = '${DEMO_YEAR}' AND festival_id = (SELECT id FROM festivals WHERE slug = 'aurora-fields')`;
      sql(
        server.dbURL,
        `UPDATE festival_editions SET ratings_public = true WHERE ${editionWhere}`,
      );

      // Before the end: rate the set that has ended; no aggregate, even with ratingsPublic on.
      await gql(
        page,
        "mutation($i: SavePlanInput!) { savePlan(input: $i) { edition { id } } }",
        {
          i: { editionId: edition.id, setIds: [ended.id, coming.id] },
        },
      );
      // A set's page, once the server's answer to its query is in (the page also shows the saved
      // store's copy first).
      const setPage = async (p, set) => {
        const loaded = p.waitForResponse(
          (r) =>
            r.url().endsWith("/graphql") &&
            (r.request().postData() ?? "").includes(
              '"operationName":"SetDetailRouteQuery"',
            ),
        );
        await p.goto(`${server.url}${EDITION}/sets/${set.slug}`);
        await loaded;
        await p
          .getByRole("heading", { name: set.name, exact: true })
          .first()
          .waitFor();
      };
      await setPage(page, ended);
      const stars = page.getByRole("group", { name: "Your rating" });
      await stars.getByRole("button", { name: "5 stars" }).click();
      await stars
        .getByRole("button", { name: "5 stars", pressed: true })
        .waitFor();
      // The pressed star is the optimistic answer: wait for the row the server writes.
      await poll(
        async () => {
          const rows = sql(
            server.dbURL,
            `SELECT count(*) FROM set_ratings r JOIN users u ON u.id = r.user_id WHERE u.email = '${me.email}'`,
          );
          return { ok: rows === "1", rows };
        },
        "the rating saved",
      );
      const summaryQ = `query($s: ID!) { node(id: $s) { ... on Set { ratingSummary { average count } } } }`;
      assert.equal(
        (await gql(page, summaryQ, { s: ended.id })).node.ratingSummary,
        null,
        "no aggregate before the end",
      );
      await setPage(page, ended);
      await stars
        .getByRole("button", { name: "5 stars", pressed: true })
        .waitFor();
      assert.equal(
        await page.getByTestId("rating-summary").count(),
        0,
        "no aggregate on the set page before the end",
      );
      const recapQ = `query($e: ID!) { node(id: $e) { ... on Edition { recap { sets { set { id } } } } } }`;
      assert.equal(
        (await gql(page, recapQ, { e: edition.id })).node.recap,
        null,
        "no recap before the end",
      );

      // The server's clock four days on (same database; the session holds).
      await server.restart(undefined, { CLOCK_OFFSET: clockOffset(LATER) });
      const after = await gql(page, timetableQ, { e: String(DEMO_YEAR) });
      const later = Date.parse(after.serverTime);
      assert.ok(later - now > LATER - DAY, "the server clock moved on");
      assert.ok(
        after.festival.edition.timetable.every(
          (s) => !s.timeEnd || Date.parse(s.timeEnd) < later,
        ),
        "every set of the edition is over by the server clock",
      );

      // The recap of this edition, at 1280 px: the planned sets (one rated), shared like the plan.
      const wide = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        storageState: await context.storageState(),
      });
      const desk = await wide.newPage();
      await desk.goto(`${server.url}${EDITION}/recap`);
      await desk
        .getByRole("heading", { name: new RegExp(`${DEMO_YEAR} recap$`) })
        .waitFor();
      await desk.getByText("Sets seen").waitFor();
      assert.equal(await desk.getByRole("definition").first().innerText(), "2");
      await desk.getByText(`${ended.name} (5 ★)`).waitFor(); // the highest rated
      for (const s of [ended, coming])
        await desk.getByRole("link", { name: s.name, exact: true }).waitFor();

      // After the end, with ratingsPublic off: still no aggregate.
      sql(
        server.dbURL,
        `UPDATE festival_editions SET ratings_public = false WHERE ${editionWhere}`,
      );
      assert.equal(
        (await gql(page, summaryQ, { s: ended.id })).node.ratingSummary,
        null,
        "no aggregate where not enabled",
      );
      await setPage(page, ended);
      await stars
        .getByRole("button", { name: "5 stars", pressed: true })
        .waitFor();
      assert.equal(
        await page.getByTestId("rating-summary").count(),
        0,
        "no aggregate on the set page where not enabled",
      );

      // With ratingsPublic on: the visitor and a reader without an account see it.
      sql(
        server.dbURL,
        `UPDATE festival_editions SET ratings_public = true WHERE ${editionWhere}`,
      );
      assert.deepEqual(
        (await gql(page, summaryQ, { s: ended.id })).node.ratingSummary,
        { average: 5, count: 1 },
      );
      await setPage(page, ended);
      await page
        .getByTestId("rating-summary")
        .getByText("5.0 ★ from 1 rating")
        .waitFor();
      const reader = await (
        await browser.newContext({ viewport: { width: 1280, height: 900 } })
      ).newPage();
      await setPage(reader, ended);
      await reader
        .getByTestId("rating-summary")
        .getByText("5.0 ★ from 1 rating")
        .waitFor();
      assert.equal(
        await reader.getByRole("group", { name: "Your rating" }).count(),
        0,
        "no stars without an account",
      );
      await wide.close();
    },
    { CLOCK_OFFSET: clockOffset(0) },
    { mail: true },
  );
});
