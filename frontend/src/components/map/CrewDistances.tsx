import type { Point } from '../../lib/map/geometry';
import { walkMinutesBetween } from '../../lib/map/onsite';
import { useMemberLocations } from '../../subscriptions/useMemberLocations';

// The crew plan's sets where the crew meets (issue 35, item 6): who of the group is sharing their
// position and how far they walk to each set's stage (the server's walking rule).

export type OnSiteInfo = { editionId: string; stages: ReadonlyArray<{ id: string; position: Point }>; metersPerMinute: number };

type Item = { set: { id: string; name: string; stage: { id: string; name: string } | null | undefined } };

export function CrewDistances({ groupId, items, onSite }: { groupId: string; items: ReadonlyArray<Item>; onSite: OnSiteInfo }) {
  const locations = useMemberLocations(groupId, onSite.editionId);
  const sharing = (locations ?? []).filter((l) => !l.isViewer && l.position);
  if (sharing.length === 0) return null;
  const lines = items.flatMap((item) => {
    const stage = item.set.stage && onSite.stages.find((s) => s.id === item.set.stage!.id);
    if (!stage) return [];
    const who = sharing.map((l) => `${l.name} ${walkMinutesBetween(l.position!, stage.position, onSite.metersPerMinute)} min away`);
    return [{ id: item.set.id, text: `${item.set.name} (${item.set.stage!.name}): ${who.join(', ')}` }];
  });
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-200">Who is sharing, and how far from each set</h3>
      <ul aria-label="Crew distances" className="flex flex-col gap-1 text-sm text-slate-300">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ul>
    </div>
  );
}
