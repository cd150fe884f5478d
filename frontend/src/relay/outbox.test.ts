import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openOfflineDB, type OfflineDB, type OutboxItem } from "../offline/db";
import {
  countOutbox,
  enqueueAddNote,
  enqueueDeleteNote,
  enqueueRate,
  enqueuePin,
  enqueueSavePlan,
  enqueueVote,
  listOutbox,
  replayOutbox,
  type SendResult,
} from "./outbox";

let db: OfflineDB;
let dbName = 0;
const USER = "VXNlcjox";

beforeEach(async () => {
  db = await openOfflineDB(`outbox-test-${++dbName}`);
});
afterEach(() => db.close());

/** A sender that records what reached "the server" and answers `answer(item, n)` for the n-th send. */
function recorder(
  answer: (item: OutboxItem, n: number) => SendResult = () => ({
    status: "sent",
  }),
) {
  const sent: OutboxItem[] = [];
  const send = async (item: OutboxItem) => {
    sent.push(item);
    return answer(item, sent.length);
  };
  return { sent, send };
}

const describeItem = (i: OutboxItem) =>
  i.kind === "vote"
    ? `vote ${i.setId} ${i.vote}`
    : i.kind === "addNote"
      ? `add ${i.content}`
      : i.kind === "savePlan"
        ? `plan ${i.editionId} ${i.setIds.join(",")}`
        : i.kind === "rate"
          ? `rate ${i.setId} ${i.stars ?? (i.didNotSee ? "unseen" : "none")}`
          : i.kind === "savePin"
            ? `pin ${i.pinId} ${i.label}`
            : i.kind === "deletePin"
              ? `unpin ${i.pinId}`
              : `delete ${i.noteId}`;

describe("outbox", () => {
  it("replays in the order the changes were made, each with a client id and timestamp, then is empty", async () => {
    await enqueueVote(db, { userId: USER, setId: "A", vote: "MUST_GO" });
    await enqueueAddNote(db, {
      userId: USER,
      setId: "A",
      uuid: "u1",
      noteId: "n1",
      content: "first",
    });
    await enqueueVote(db, { userId: USER, setId: "B", vote: "WONT_GO" });
    await enqueueDeleteNote(db, { userId: USER, noteId: "old-note" });
    expect(await countOutbox(db, USER)).toBe(4);

    const { sent, send } = recorder();
    const report = await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual([
      "vote A MUST_GO",
      "add first",
      "vote B WONT_GO",
      "delete old-note",
    ]);
    for (const item of sent) {
      expect(item.clientMutationId).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.clientTimestamp))).toBe(false);
    }
    // A note's client id is its UUID, so the server adds it once however often it arrives.
    expect(sent[1].clientMutationId).toBe("u1");
    expect(report.sent).toBe(4);
    expect(await countOutbox(db, USER)).toBe(0);
  });

  it("a later vote on a set replaces the queued one; a removal replaces a queued vote", async () => {
    await enqueueVote(db, { userId: USER, setId: "A", vote: "MUST_GO" });
    await enqueueVote(db, { userId: USER, setId: "B", vote: "INTERESTED" });
    const later = await enqueueVote(db, {
      userId: USER,
      setId: "A",
      vote: "WONT_GO",
    });
    await enqueueVote(db, { userId: USER, setId: "B", vote: null });
    const queued = await listOutbox(db, USER);
    expect(queued.map(describeItem)).toEqual(["vote A WONT_GO", "vote B null"]);
    expect(queued[0].clientMutationId).toBe(later.clientMutationId);
  });

  it("a later saved plan of an edition replaces the queued one, after the votes made before it", async () => {
    await enqueueSavePlan(db, { userId: USER, editionId: "E", setIds: ["A"] });
    await enqueueVote(db, { userId: USER, setId: "B", vote: "MUST_GO" });
    await enqueueSavePlan(db, { userId: USER, editionId: "F", setIds: ["C"] });
    await enqueueSavePlan(db, {
      userId: USER,
      editionId: "E",
      setIds: ["A", "B"],
    });
    expect((await listOutbox(db, USER)).map(describeItem)).toEqual([
      "vote B MUST_GO",
      "plan F C",
      "plan E A,B",
    ]);
  });

  it("a later rating of a set replaces the queued one and is sent once", async () => {
    await enqueueRate(db, {
      userId: USER,
      setId: "A",
      stars: 2,
      didNotSee: false,
    });
    await enqueueRate(db, {
      userId: USER,
      setId: "B",
      stars: null,
      didNotSee: true,
    });
    const later = await enqueueRate(db, {
      userId: USER,
      setId: "A",
      stars: 5,
      didNotSee: false,
    });
    expect((await listOutbox(db, USER)).map(describeItem)).toEqual([
      "rate B unseen",
      "rate A 5",
    ]);
    const { sent, send } = recorder();
    await Promise.all([
      replayOutbox(db, USER, send),
      replayOutbox(db, USER, send),
    ]);
    await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual(["rate B unseen", "rate A 5"]);
    expect(sent[1].clientMutationId).toBe(later.clientMutationId);
  });

  it("a private pin keeps its client UUID; its last change replaces the queued ones", async () => {
    await enqueuePin(db, {
      userId: USER,
      editionId: "E",
      pinId: "p1",
      label: "Tent",
      x: 1,
      y: 2,
    });
    await enqueuePin(db, {
      userId: USER,
      editionId: "E",
      pinId: "p2",
      label: "Car",
      x: 3,
      y: 4,
    });
    await enqueuePin(db, {
      userId: USER,
      editionId: "E",
      pinId: "p1",
      label: "My tent",
      x: 1,
      y: 2,
    });
    await enqueuePin(db, { userId: USER, pinId: "p2", deleted: true });
    const { sent, send } = recorder();
    await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual(["pin p1 My tent", "unpin p2"]);
    expect(await countOutbox(db, USER)).toBe(0);
  });

  it("deleting a note that never left the outbox drops its addition and sends nothing", async () => {
    await enqueueAddNote(db, {
      userId: USER,
      setId: "A",
      uuid: "u1",
      noteId: "n1",
      content: "gone",
    });
    expect(
      await enqueueDeleteNote(db, { userId: USER, noteId: "n1" }),
    ).toBeNull();
    expect(await countOutbox(db, USER)).toBe(0);
  });

  it("keeps users apart", async () => {
    await enqueueVote(db, { userId: USER, setId: "A", vote: "MUST_GO" });
    await enqueueVote(db, { userId: "other", setId: "A", vote: "WONT_GO" });
    const { sent, send } = recorder();
    await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual(["vote A MUST_GO"]);
    expect(await countOutbox(db, "other")).toBe(1);
  });

  it("sends each item exactly once, also when replays are started concurrently or again", async () => {
    await enqueueVote(db, { userId: USER, setId: "A", vote: "MUST_GO" });
    await enqueueAddNote(db, {
      userId: USER,
      setId: "A",
      uuid: "u1",
      noteId: "n1",
      content: "once",
    });
    const { sent, send } = recorder();
    await Promise.all([
      replayOutbox(db, USER, send),
      replayOutbox(db, USER, send),
      replayOutbox(db, USER, send),
    ]);
    await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual(["vote A MUST_GO", "add once"]);
  });

  it("an interrupted replay keeps the unanswered items and resends them with the same ids", async () => {
    await enqueueVote(db, { userId: USER, setId: "A", vote: "MUST_GO" });
    await enqueueVote(db, { userId: USER, setId: "B", vote: "INTERESTED" });
    await enqueueAddNote(db, {
      userId: USER,
      setId: "B",
      uuid: "u2",
      noteId: "n2",
      content: "later",
    });
    // The connection drops while the second item is on its way (the server may have stored it).
    const first = recorder((_item, n) =>
      n === 2
        ? { status: "retry", error: new TypeError("Failed to fetch") }
        : { status: "sent" },
    );
    const report = await replayOutbox(db, USER, first.send);
    expect(report.sent).toBe(1);
    expect(report.retry?.item.kind).toBe("vote");
    expect(await countOutbox(db, USER)).toBe(2);

    // A sender that throws counts as no answer too.
    const crash = recorder(() => {
      throw new Error("page closing");
    });
    await replayOutbox(db, USER, crash.send);
    expect(await countOutbox(db, USER)).toBe(2);

    const second = recorder();
    await replayOutbox(db, USER, second.send);
    expect(second.sent.map(describeItem)).toEqual([
      "vote B INTERESTED",
      "add later",
    ]);
    expect(second.sent[0].clientMutationId).toBe(
      first.sent[1].clientMutationId,
    );
    expect(second.sent[0].clientTimestamp).toBe(first.sent[1].clientTimestamp);
    expect(crash.sent[0].clientMutationId).toBe(first.sent[1].clientMutationId);
    expect(await countOutbox(db, USER)).toBe(0);
  });

  it("drops an item the server refuses for good and goes on with the next", async () => {
    await enqueueVote(db, { userId: USER, setId: "gone", vote: "MUST_GO" });
    await enqueueVote(db, { userId: USER, setId: "B", vote: "MUST_GO" });
    const { sent, send } = recorder((item) =>
      item.kind === "vote" && item.setId === "gone"
        ? { status: "refused", error: new Error("Set not found") }
        : { status: "sent" },
    );
    const report = await replayOutbox(db, USER, send);
    expect(sent.map(describeItem)).toEqual([
      "vote gone MUST_GO",
      "vote B MUST_GO",
    ]);
    expect(report.refused).toHaveLength(1);
    expect(await countOutbox(db, USER)).toBe(0);
  });
});
