import { ConnectionHandler, type Environment } from "relay-runtime";
import { toast } from "../lib/toast";
import type { VoteType } from "../lib/voteTally";
import { errorMessage } from "../lib/errors";
import { optimisticVote } from "../mutations/optimisticVote";
import { optimisticRating } from "../mutations/optimisticRating";
import {
  enqueueAddNote,
  enqueueDeleteNote,
  enqueueRate,
  enqueueSavePlan,
  enqueueVote,
  replayOutbox,
} from "../relay/outbox";
import { isOffline } from "./connectivity";
import { currentUserId } from "./currentUser";
import { offlineDB, type OutboxItem } from "./db";
import { sendVia } from "./send";

// Queues the viewer's votes and notes while there is no connection, applies them to the store at
// once (kept there: they are the truth until the server answers), and replays the outbox when the
// connection returns. Not in the entry's JavaScript: autoSync loads it two seconds after the start
// (so it is there for a change made offline later), and the queueing callers import it on use.

/** The author label of a note that has not reached the server yet (visitor-app.md §3). */
export const OFFLINE_AUTHOR = "You (offline)";

function requireUser(environment: Environment): string {
  const userId = currentUserId(environment);
  if (!userId) throw new Error("User not authenticated");
  return userId;
}

export async function queueVote(
  environment: Environment,
  setId: string,
  vote: VoteType | null,
): Promise<void> {
  const userId = requireUser(environment);
  await enqueueVote(await offlineDB(), { userId, setId, vote });
  environment.commitUpdate((store) => optimisticVote(store, setId, vote));
}

/** Queues the viewer's saved plan of an edition (the screen shows it as queued meanwhile). */
export async function queueSavePlan(
  environment: Environment,
  editionId: string,
  setIds: string[],
): Promise<void> {
  const userId = requireUser(environment);
  await enqueueSavePlan(await offlineDB(), { userId, editionId, setIds });
}

/** Queues the viewer's rating of a set and shows it at once (the store keeps it until the server answers). */
export async function queueRate(
  environment: Environment,
  setId: string,
  stars: number | null,
  didNotSee: boolean,
): Promise<void> {
  const userId = requireUser(environment);
  await enqueueRate(await offlineDB(), { userId, setId, stars, didNotSee });
  environment.commitUpdate((store) =>
    optimisticRating(store, setId, stars, didNotSee),
  );
}

/** Global id of a note from its client UUID (the server's encoding: base64url of "Note:<uuid>"). */
export function noteGlobalId(uuid: string): string {
  return btoa(`Note:${uuid}`)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function queueAddNote(
  environment: Environment,
  setId: string,
  content: string,
  connection: string,
) {
  const userId = requireUser(environment);
  const uuid = globalThis.crypto.randomUUID();
  const noteId = noteGlobalId(uuid);
  const now = new Date().toISOString();
  await enqueueAddNote(await offlineDB(), {
    userId,
    setId,
    uuid,
    noteId,
    content,
    clientTimestamp: now,
  });
  environment.commitUpdate((store) => {
    const note = store.create(noteId, "Note");
    note.setValue(noteId, "id");
    note.setValue(content, "content");
    note.setValue(now, "createdAt");
    note.setValue(now, "updatedAt");
    note.setValue(OFFLINE_AUTHOR, "authorName");
    note.setValue(true, "isMine");
    const list = store.get(connection);
    if (!list) return;
    const edge = ConnectionHandler.createEdge(store, list, note, "NoteEdge");
    ConnectionHandler.insertEdgeBefore(list, edge);
  });
}

export async function queueDeleteNote(
  environment: Environment,
  noteId: string,
  connection: string,
) {
  const userId = requireUser(environment);
  await enqueueDeleteNote(await offlineDB(), { userId, noteId });
  environment.commitUpdate((store) => {
    const list = store.get(connection);
    if (list) ConnectionHandler.deleteNode(list, noteId);
    store.delete(noteId);
  });
}

/** Sends the signed-in user's outbox now (when online); shows what failed. */
export async function syncNow(environment: Environment): Promise<void> {
  const userId = currentUserId(environment);
  if (!userId || isOffline()) return;
  const report = await replayOutbox(
    await offlineDB(),
    userId,
    sendVia(environment),
  );
  for (const { item, error } of report.refused) {
    const what = failedWhat(item.kind);
    toast.error(what, {
      description: `${errorMessage(error, what)} (discarded)`,
    });
  }
  if (report.retry) {
    const kind = report.retry.item.kind;
    const what =
      kind === "addNote" || kind === "deleteNote"
        ? "Failed to save note"
        : failedWhat(kind);
    toast.error(what, { description: "Kept offline; it will be sent again." });
  }
}

function failedWhat(kind: OutboxItem["kind"]): string {
  if (kind === "vote") return "Failed to save vote";
  if (kind === "rate") return "Failed to save rating";
  if (kind === "savePin") return "Failed to save pin";
  if (kind === "deletePin") return "Failed to delete pin";
  if (kind === "addNote") return "Failed to save note";
  if (kind === "savePlan") return "Failed to save plan";
  return "Failed to delete note";
}
