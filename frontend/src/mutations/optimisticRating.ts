import type { RecordSourceProxy } from 'relay-runtime';

/** Shows the viewer's rating of a set in the store before the server has it. */
export function optimisticRating(store: RecordSourceProxy, setId: string, stars: number | null, didNotSee: boolean) {
  const set = store.get(setId);
  if (!set) return;
  set.setValue(didNotSee ? null : stars, 'myRating');
  set.setValue(didNotSee, 'myRatingDidNotSee');
}
