import type { RecordSourceSelectorProxy } from 'relay-runtime';

// Viewer has no id, so a payload's `viewer` lands in its own record. Point the root's `viewer`
// at it so every screen reading `viewer` (the shell query) sees the new state at once.
export function linkViewerFromPayload(rootField: string) {
  return (store: RecordSourceSelectorProxy) => {
    const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
    if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  };
}
