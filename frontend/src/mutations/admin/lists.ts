import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

// Store updates the admin mutations share: a connection's totalCount, and plain lists (an
// edition's stages, a festival's editions) that are not connections.

/** Adds delta to the totalCount of each of these connections (those in the store). */
export function addToCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number) {
  for (const id of connections) {
    const connection = store.get(id);
    const n = connection?.getValue('totalCount');
    if (connection && typeof n === 'number') connection.setValue(Math.max(0, n + delta), 'totalCount');
  }
}

/** Appends record to the plain list parent.field. */
export function appendToList(store: RecordSourceSelectorProxy, parentId: string, field: string, record: RecordProxy | null) {
  const parent = store.get(parentId);
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list || !record) return;
  if (list.some((r) => r?.getDataID() === record.getDataID())) return;
  parent.setLinkedRecords([...list, record], field);
}

/** Takes the record with this id out of the plain list parent.field. */
export function removeFromList(store: RecordSourceSelectorProxy, parentId: string, field: string, id: string) {
  const parent = store.get(parentId);
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list) return;
  parent.setLinkedRecords(
    list.filter((r) => r && r.getDataID() !== id),
    field,
  );
}
