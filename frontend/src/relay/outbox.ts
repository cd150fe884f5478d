import type {
  AddNoteItem,
  DeleteNoteItem,
  DeletePinItem,
  OfflineDB,
  OutboxItem,
  RateItem,
  SavePinItem,
  SavePlanItem,
  VoteItem,
} from "../offline/db";

// The outbox: votes and notes made offline wait here (IndexedDB) until the connection returns,
// then replay in order through the ordinary mutations. An item leaves the outbox only once the
// server has answered it, so a replay cut short resends it with the same client id, which the
// server turns into the stored result (setVote's clientMutationId, addNote's client UUID).

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every change of the outbox (the sync queue size shown in the header). */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The outbox is shared by the user's tabs: a change in one (a vote queued, a replay that drained
// it) is told to the others, so their queue sizes are right.
const tabs =
  typeof BroadcastChannel === "undefined"
    ? null
    : new BroadcastChannel("festival-outbox");
(tabs as { unref?: () => void } | null)?.unref?.(); // Node (tests): do not keep the process alive
tabs?.addEventListener("message", () => notify());

function notify() {
  for (const listener of [...listeners]) listener();
}

function changed() {
  notify();
  tabs?.postMessage("changed");
}

function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

type New<T extends OutboxItem> = Omit<
  T,
  "seq" | "clientMutationId" | "clientTimestamp" | "kind"
> &
  Partial<Pick<T, "clientMutationId" | "clientTimestamp">>;

function stamp<T extends OutboxItem>(kind: T["kind"], item: New<T>): T {
  return {
    ...item,
    kind,
    clientMutationId: item.clientMutationId ?? newId(),
    clientTimestamp: item.clientTimestamp ?? new Date().toISOString(),
  } as T;
}

/** Queues the viewer's final vote on a set (null clears it), replacing a queued one for that set. */
export async function enqueueVote(
  db: OfflineDB,
  vote: New<VoteItem>,
): Promise<VoteItem> {
  const item = stamp<VoteItem>("vote", vote);
  const tx = db.transaction("outbox", "readwrite");
  for (const queued of await tx.store.index("userId").getAll(item.userId)) {
    if (queued.kind === "vote" && queued.setId === item.setId)
      await tx.store.delete(queued.seq!);
  }
  item.seq = await tx.store.add(item);
  await tx.done;
  changed();
  return item;
}

/** Queues the viewer's saved plan of an edition, replacing a queued one for that edition. */
export async function enqueueSavePlan(
  db: OfflineDB,
  plan: New<SavePlanItem>,
): Promise<SavePlanItem> {
  const item = stamp<SavePlanItem>("savePlan", plan);
  const tx = db.transaction("outbox", "readwrite");
  for (const queued of await tx.store.index("userId").getAll(item.userId)) {
    if (queued.kind === "savePlan" && queued.editionId === item.editionId)
      await tx.store.delete(queued.seq!);
  }
  item.seq = await tx.store.add(item);
  await tx.done;
  changed();
  return item;
}

/** Queues the viewer's rating of a set, replacing a queued one for that set. */
export async function enqueueRate(
  db: OfflineDB,
  rate: New<RateItem>,
): Promise<RateItem> {
  const item = stamp<RateItem>("rate", rate);
  const tx = db.transaction("outbox", "readwrite");
  for (const queued of await tx.store.index("userId").getAll(item.userId)) {
    if (queued.kind === "rate" && queued.setId === item.setId)
      await tx.store.delete(queued.seq!);
  }
  item.seq = await tx.store.add(item);
  await tx.done;
  changed();
  return item;
}

/** Queues a private pin's save or deletion, replacing what is queued for that pin (the last wins). */
export async function enqueuePin(
  db: OfflineDB,
  pin: New<SavePinItem> | (New<DeletePinItem> & { deleted: true }),
): Promise<OutboxItem> {
  const item =
    "deleted" in pin
      ? stamp<DeletePinItem>("deletePin", {
          userId: pin.userId,
          pinId: pin.pinId,
        })
      : stamp<SavePinItem>("savePin", pin);
  const tx = db.transaction("outbox", "readwrite");
  for (const queued of await tx.store.index("userId").getAll(item.userId)) {
    if (
      (queued.kind === "savePin" || queued.kind === "deletePin") &&
      queued.pinId === item.pinId
    )
      await tx.store.delete(queued.seq!);
  }
  // A delete of a queued save still goes (the pin may have been sent before; NOT_FOUND is done).
  item.seq = await tx.store.add(item);
  await tx.done;
  changed();
  return item;
}

/** Queues a new note; its id is the client UUID, so the server adds it once however often it is sent. */
export async function enqueueAddNote(
  db: OfflineDB,
  note: New<AddNoteItem>,
): Promise<AddNoteItem> {
  const item = stamp<AddNoteItem>("addNote", {
    ...note,
    clientMutationId: note.uuid,
  });
  item.seq = await db.add("outbox", item);
  changed();
  return item;
}

/**
 * Queues the deletion of a note. A note still waiting in the outbox never reached the server:
 * its queued addition is dropped instead, and nothing is sent.
 */
export async function enqueueDeleteNote(
  db: OfflineDB,
  del: New<DeleteNoteItem>,
): Promise<DeleteNoteItem | null> {
  const tx = db.transaction("outbox", "readwrite");
  for (const queued of await tx.store.index("userId").getAll(del.userId)) {
    if (queued.kind === "addNote" && queued.noteId === del.noteId) {
      await tx.store.delete(queued.seq!);
      await tx.done;
      changed();
      return null;
    }
  }
  const item = stamp<DeleteNoteItem>("deleteNote", del);
  item.seq = await tx.store.add(item);
  await tx.done;
  changed();
  return item;
}

/** A user's queued items, oldest first. */
export async function listOutbox(
  db: OfflineDB,
  userId: string,
): Promise<OutboxItem[]> {
  const items = await db.getAllFromIndex("outbox", "userId", userId);
  return items.sort((a, b) => a.seq! - b.seq!);
}

/** The sync queue size: unsynced votes plus notes (visitor-app.md §4 "Voting"). */
export function countOutbox(db: OfflineDB, userId: string): Promise<number> {
  return db.countFromIndex("outbox", "userId", userId);
}

/** Whether a note is only in the outbox so far (it shows 'You (offline)'). */
export async function isNoteQueued(
  db: OfflineDB,
  userId: string,
  noteId: string,
): Promise<boolean> {
  return (await listOutbox(db, userId)).some(
    (i) => i.kind === "addNote" && i.noteId === noteId,
  );
}

/**
 * What the server made of one item: sent (stored, or already stored by an earlier send), retry
 * (no answer, or a passing refusal: keep it and stop), or refused for good (drop it).
 */
export type SendResult =
  | { status: "sent" }
  | { status: "retry"; error: unknown }
  | { status: "refused"; error: unknown };
export type Sender = (item: OutboxItem) => Promise<SendResult>;
export type ReplayReport = {
  sent: number;
  refused: Array<{ item: OutboxItem; error: unknown }>;
  retry?: { item: OutboxItem; error: unknown };
};

const running = new Map<string, Promise<ReplayReport>>();

/**
 * Sends a user's outbox in order, one item at a time. One replay per user at a time in this page
 * (a second call while one runs gets the running one's result) and, where the browser has Web
 * Locks, across the user's tabs too: the outbox is shared, so the next tab finds it drained. (The
 * server also makes a resent item harmless: same client id, same result.)
 */
export function replayOutbox(
  db: OfflineDB,
  userId: string,
  send: Sender,
): Promise<ReplayReport> {
  const current = running.get(userId);
  if (current) return current;
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const exclusive = locks
    ? locks.request(`festival-outbox:${userId}`, () => replay(db, userId, send))
    : replay(db, userId, send);
  const run = exclusive.finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function replay(
  db: OfflineDB,
  userId: string,
  send: Sender,
): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, refused: [] };
  // Re-read after each item: items queued meanwhile are sent too, and a replaced vote is not.
  for (
    let item = (await listOutbox(db, userId))[0];
    item;
    item = (await listOutbox(db, userId))[0]
  ) {
    // A sender that throws is treated like no answer: the item stays and goes again, same id.
    const result = await send(item).catch((error: unknown): SendResult => ({
      status: "retry",
      error,
    }));
    if (result.status === "retry") {
      report.retry = { item, error: result.error };
      return report;
    }
    await db.delete("outbox", item.seq!);
    changed();
    if (result.status === "sent") report.sent++;
    else report.refused.push({ item, error: result.error });
  }
  return report;
}

/** Drops a user's queued items (tests; an account that no longer exists). */
export async function clearOutbox(
  db: OfflineDB,
  userId: string,
): Promise<void> {
  const tx = db.transaction("outbox", "readwrite");
  for (const key of await tx.store.index("userId").getAllKeys(userId))
    await tx.store.delete(key);
  await tx.done;
  changed();
}
