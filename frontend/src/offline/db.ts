import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { VoteType } from "../lib/voteTally";

// The browser's offline database (visitor-app.md §3 "Offline database", ARCHITECTURE.md "Offline").
export const DB_NAME = "festival-offline-db";
export const DB_VERSION = 2;

type Queued = {
  seq?: number;
  userId: string;
  clientMutationId: string;
  clientTimestamp: string;
};
export type VoteItem = Queued & {
  kind: "vote";
  setId: string;
  vote: VoteType | null;
};
/** noteId is the global id (what the store and the server's answer use); uuid is what addNote sends. */
export type AddNoteItem = Queued & {
  kind: "addNote";
  setId: string;
  uuid: string;
  noteId: string;
  content: string;
};
export type DeleteNoteItem = Queued & { kind: "deleteNote"; noteId: string };
/** The viewer's whole saved plan of an edition (savePlan replaces it, so a replay is harmless). */
export type SavePlanItem = Queued & {
  kind: "savePlan";
  editionId: string;
  setIds: string[];
};
/** The viewer's rating of a set: stars 1-5, or didn't see it, or neither (removed). The newer wins on the server. */
export type RateItem = Queued & {
  kind: "rate";
  setId: string;
  stars: number | null;
  didNotSee: boolean;
};
/** A private pin saved (its id is the client's UUID, so a replay updates the same pin). */
export type SavePinItem = Queued & {
  kind: "savePin";
  editionId: string;
  pinId: string;
  label: string;
  x: number;
  y: number;
};
export type DeletePinItem = Queued & { kind: "deletePin"; pinId: string };
export type OutboxItem =
  | VoteItem
  | AddNoteItem
  | DeleteNoteItem
  | SavePlanItem
  | SavePinItem
  | DeletePinItem
  | RateItem;

export interface OfflineSchema extends DBSchema {
  /** Changes waiting for the server, in the order they were made (seq). */
  outbox: { key: number; value: OutboxItem; indexes: { userId: string } };
  /** Snapshots of the Relay store, one per user (key: user id, or 'anonymous'). */
  relay: {
    key: string;
    value: {
      userId: string;
      version: string;
      savedAt: number;
      records: unknown;
    };
  };
  settings: { key: string; value: { key: string; value: unknown } };
}

export type OfflineDB = IDBPDatabase<OfflineSchema>;

let opened: Promise<OfflineDB> | undefined;

/** The one connection per page (tests open their own with openOfflineDB). */
export function offlineDB(): Promise<OfflineDB> {
  opened ??= openOfflineDB();
  return opened;
}

// async: where IndexedDB is missing (some private modes, jsdom) openDB throws at once; callers get
// a rejected promise they already handle, instead of an error thrown while rendering.
export async function openOfflineDB(name = DB_NAME): Promise<OfflineDB> {
  return openDB<OfflineSchema>(name, DB_VERSION, {
    upgrade(db) {
      // Version 1 (the earlier app's stores) held nothing worth keeping: start over.
      for (const store of [...db.objectStoreNames]) db.deleteObjectStore(store);
      db.createObjectStore("outbox", {
        keyPath: "seq",
        autoIncrement: true,
      }).createIndex("userId", "userId");
      db.createObjectStore("relay", { keyPath: "userId" });
      db.createObjectStore("settings", { keyPath: "key" });
    },
  });
}
