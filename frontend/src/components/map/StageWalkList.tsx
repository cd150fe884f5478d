import { walkMinutes, type Point, type Walking } from '../../lib/map/geometry';

type Stage = { id: string; name: string; position?: Point | null };

type Props = {
  title: string;
  stages: ReadonlyArray<Stage>;
  allStages: ReadonlyArray<Stage>;
  walking: Walking;
  describe: (stageId: string) => string[];
};

/**
 * Stages as a list (an edition without a map, or stages not placed on it): what is on now and
 * next, and the walk to each other stage by the server's rule.
 */
export function StageWalkList({ title, stages, allStages, walking, describe }: Props) {
  if (stages.length === 0) return null;
  const positions = new Map<string, Point>();
  for (const s of allStages) if (s.position) positions.set(s.id, s.position);
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <ul className="flex flex-col gap-2">
        {stages.map((stage) => (
          <li key={stage.id} className="rounded-md border border-slate-800 bg-slate-900 p-3 text-sm">
            <p className="font-semibold text-white">{stage.name}</p>
            {describe(stage.id).map((line) => (
              <p key={line} className="text-slate-300">
                {line}
              </p>
            ))}
            {allStages.length > 1 && (
              <p className="mt-1 text-slate-400">
                Walk:{' '}
                {allStages
                  .filter((o) => o.id !== stage.id)
                  .map((o) => `${o.name} ${walkMinutes(stage.id, o.id, positions, walking)} min`)
                  .join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
