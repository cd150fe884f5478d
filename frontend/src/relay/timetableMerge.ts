// The merge of a timetable sync (Edition.timetableChanges) into the list a client holds. Kept
// apart from Relay so it is tested on plain values; timetableSync.ts runs it on store records.

/** What the merge needs of a set: its id, and what the list is ordered by. */
export type TimetableItem = { readonly id: string; readonly timeStart: string | null; readonly name: string };

export type TimetableChanges<T> = {
  /** sets is the whole timetable: what was held goes. */
  readonly complete: boolean;
  /** Changed or new sets. */
  readonly sets: readonly T[];
  /** Sets gone since the watermark (archived, deleted, moved away). */
  readonly removedSetIds: readonly string[];
};

/**
 * The list after a sync: the whole new list when complete; otherwise what was held, without the
 * removed sets, with changed sets replaced and new ones added. Removals apply first (a set that
 * left and came back is in both lists). Ordered as the schedule reads it: by start time, sets
 * without one last, then name, then id (a full and a merged list come out the same).
 */
export function mergeTimetable<T extends TimetableItem>(held: readonly T[] | null | undefined, changes: TimetableChanges<T>): T[] {
  const byId = new Map<string, T>();
  if (!changes.complete) {
    for (const set of held ?? []) byId.set(set.id, set);
    for (const id of changes.removedSetIds) byId.delete(id);
  }
  for (const set of changes.sets) byId.set(set.id, set);
  return [...byId.values()].sort(compareSets);
}

function compareSets(a: TimetableItem, b: TimetableItem): number {
  if (a.timeStart !== b.timeStart) {
    if (a.timeStart === null) return 1;
    if (b.timeStart === null) return -1;
    const diff = Date.parse(a.timeStart) - Date.parse(b.timeStart);
    if (diff !== 0) return diff;
  }
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
