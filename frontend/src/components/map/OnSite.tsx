import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/errors';
import type { Point } from '../../lib/map/geometry';
import { formatDistance, nearestPlaces } from '../../lib/map/onsite';
import { toast } from '../../lib/toast';
import { usePrivatePinMutations } from '../../mutations/usePrivatePinMutations';
import { Button } from '../ui/button';

// The Map tab's places (issue 35): points of interest with icons and filter chips, "Nearest
// water / toilets / first aid" from where the visitor is or a stage they pick, and their private
// pins. Everything comes with the Map route's query, so it shows offline once seen.

export type PoiKind =
  | 'WATER'
  | 'TOILETS'
  | 'FIRST_AID'
  | 'FOOD'
  | 'BAR'
  | 'INFO'
  | 'EXIT'
  | 'CAMPING'
  | 'CHARGING'
  | 'LOCKERS'
  | 'ACCESSIBILITY'
  | 'OTHER'
  | '%future added value';

export const POI_KINDS: Record<string, { name: string; icon: string }> = {
  WATER: { name: 'Water', icon: '💧' },
  TOILETS: { name: 'Toilets', icon: '🚻' },
  FIRST_AID: { name: 'First aid', icon: '⛑️' },
  FOOD: { name: 'Food', icon: '🍴' },
  BAR: { name: 'Bar', icon: '🍺' },
  INFO: { name: 'Info', icon: 'ℹ️' },
  EXIT: { name: 'Exit', icon: '🚪' },
  CAMPING: { name: 'Camping', icon: '⛺' },
  CHARGING: { name: 'Charging', icon: '🔌' },
  LOCKERS: { name: 'Lockers', icon: '🔒' },
  ACCESSIBILITY: { name: 'Accessibility', icon: '♿' },
  OTHER: { name: 'Other', icon: '📍' },
};

export const poiKind = (kind: string) => POI_KINDS[kind] ?? POI_KINDS.OTHER;

export type Poi = {
  id: string;
  kind: PoiKind;
  name: string;
  position: Point;
  openingHours?: string | null;
};
export type PlacedStage = { id: string; name: string; position: Point };

const NEAREST: ReadonlyArray<{ kind: PoiKind; label: string }> = [
  { kind: 'WATER', label: 'water' },
  { kind: 'TOILETS', label: 'toilets' },
  { kind: 'FIRST_AID', label: 'first aid' },
];

/** Filter chips: which kinds of places show on the map (all at first). */
export function PoiChips({
  pois,
  hidden,
  onToggle,
}: {
  pois: ReadonlyArray<Poi>;
  hidden: ReadonlySet<string>;
  onToggle: (kind: string) => void;
}) {
  const kinds = [...new Set(pois.map((p) => p.kind))];
  if (kinds.length === 0) return null;
  return (
    <div role="group" aria-label="Places on the map" className="flex flex-wrap gap-2">
      {kinds.map((kind) => {
        const shown = !hidden.has(kind);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={shown}
            onClick={() => onToggle(kind)}
            className={cn(
              'min-h-11 rounded-full border px-3 text-sm focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none md:min-h-8',
              shown ? 'border-violet-400 bg-violet-900/60 text-white' : 'border-slate-700 text-slate-400',
            )}
          >
            <span aria-hidden="true">{poiKind(kind).icon} </span>
            {poiKind(kind).name}
          </button>
        );
      })}
    </div>
  );
}

/** "Nearest water / toilets / first aid": the three closest, from the visitor or a stage. */
export function Nearest({
  pois,
  here,
  stages,
  metersPerMinute,
}: {
  pois: ReadonlyArray<Poi>;
  /** The visitor's place on the map (null: no position, or off the site). */
  here: Point | null;
  stages: ReadonlyArray<PlacedStage>;
  metersPerMinute: number;
}) {
  const [kind, setKind] = useState<PoiKind>('WATER');
  const [from, setFrom] = useState<string>('');
  const id = useId();
  const available = NEAREST.filter((n) => pois.some((p) => p.kind === n.kind));
  if (available.length === 0) return null;
  const current = available.find((n) => n.kind === kind) ?? available[0];
  const fromStage = stages.find((s) => s.id === from) ?? null;
  const origin = fromStage?.position ?? here ?? stages[0]?.position ?? null;
  const originName = fromStage ? fromStage.name : here ? 'you' : (stages[0]?.name ?? '');
  const list = origin
    ? nearestPlaces(
        pois.filter((p) => p.kind === current.kind),
        origin,
        metersPerMinute,
      )
    : [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-md border border-slate-800 bg-slate-900 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-200">
        Nearest
      </h3>
      <div role="group" aria-label="Nearest what" className="flex flex-wrap gap-2">
        {available.map((n) => (
          <Button
            key={n.kind}
            size="sm"
            variant={n.kind === current.kind ? 'primary' : 'outline'}
            aria-pressed={n.kind === current.kind}
            onClick={() => setKind(n.kind)}
          >
            Nearest {n.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm text-slate-300">
          From
        </label>
        <select
          id={`${id}-from`}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="h-11 max-w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:max-w-xs"
        >
          <option value="">{here ? 'Where I am' : stages[0] ? `${stages[0].name} (no position yet)` : 'Where I am'}</option>
          {stages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-slate-400">No position to measure from.</p>
      ) : (
        <ol aria-label={`Nearest ${current.label}`} className="flex flex-col gap-1 text-sm text-slate-200">
          {list.map((p) => (
            <li key={p.id} className="flex justify-between gap-2 rounded border border-slate-800 px-2 py-1.5">
              <span>
                <span aria-hidden="true">{poiKind(p.kind).icon} </span>
                {p.name}
              </span>
              <span className="shrink-0 text-slate-400">
                {p.minutes} min walk · {formatDistance(p.meters)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {list.length > 0 && <p className="text-xs text-slate-400">From {originName}, by the festival's walking speed.</p>}
    </section>
  );
}

export type PinView = { id: string; label: string; position: Point };

/** The visitor's private pins: add (where they are, or at a stage), rename, delete; offline too. */
export function MyPins({
  editionId,
  pins,
  here,
  stages,
}: {
  editionId: string;
  pins: ReadonlyArray<PinView>;
  here: Point | null;
  stages: ReadonlyArray<PlacedStage>;
}) {
  const { save, remove, busy } = usePrivatePinMutations();
  const [label, setLabel] = useState('');
  const [at, setAt] = useState('');
  const [editing, setEditing] = useState<{ id: string; label: string } | null>(null);
  const id = useId();
  const place = at ? (stages.find((s) => s.id === at)?.position ?? null) : here;
  const report = (result: 'saved' | 'queued', what: string) =>
    toast.success(result === 'saved' ? what : `${what} offline; it will be sent when you are back online`);

  const add = async () => {
    const text = label.trim();
    if (!text || !place) return;
    try {
      const result = await save({
        id: globalThis.crypto.randomUUID(),
        editionId,
        label: text.slice(0, 60),
        x: round(place.x),
        y: round(place.y),
      });
      setLabel('');
      report(result, 'Pin saved');
    } catch (error) {
      toast.error(`Failed to save pin: ${errorMessage(error, 'Please try again')}`);
    }
  };
  const rename = async (pin: PinView, text: string) => {
    try {
      report(
        await save({
          id: pin.id,
          editionId,
          label: text.trim().slice(0, 60),
          x: pin.position.x,
          y: pin.position.y,
        }),
        'Pin renamed',
      );
      setEditing(null);
    } catch (error) {
      toast.error(`Failed to rename pin: ${errorMessage(error, 'Please try again')}`);
    }
  };
  const del = async (pin: PinView) => {
    try {
      report(await remove(editionId, pin.id), 'Pin deleted');
    } catch (error) {
      toast.error(`Failed to delete pin: ${errorMessage(error, 'Please try again')}`);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-md border border-slate-800 bg-slate-900 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-200">
        My pins
      </h3>
      <p className="text-xs text-slate-400">Only you see your pins.</p>
      {pins.length > 0 && (
        <ul aria-label="My pins" className="flex flex-col gap-1 text-sm">
          {pins.map((pin) =>
            editing?.id === pin.id ? (
              <li key={pin.id}>
                <form
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (editing.label.trim()) void rename(pin, editing.label);
                  }}
                >
                  <input
                    aria-label={`New name for ${pin.label}`}
                    value={editing.label}
                    maxLength={60}
                    onChange={(e) => setEditing({ id: pin.id, label: e.target.value })}
                    className="h-11 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-950 px-2 text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  />
                  <Button size="sm" type="submit" disabled={busy || !editing.label.trim()}>
                    Save
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </form>
              </li>
            ) : (
              <li key={pin.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-200">
                  <span aria-hidden="true">📌 </span>
                  {pin.label}
                </span>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Rename ${pin.label}`}
                    onClick={() => setEditing({ id: pin.id, label: pin.label })}
                  >
                    Rename
                  </Button>
                  <Button size="sm" variant="outline" aria-label={`Delete ${pin.label}`} disabled={busy} onClick={() => void del(pin)}>
                    Delete
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-label`} className="text-sm text-slate-300">
            New pin
          </label>
          <input
            id={`${id}-label`}
            value={label}
            maxLength={60}
            placeholder="My tent"
            onChange={(e) => setLabel(e.target.value)}
            className="h-11 rounded-md border border-slate-600 bg-slate-950 px-2 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-at`} className="text-sm text-slate-300">
            At
          </label>
          <select
            id={`${id}-at`}
            value={at}
            onChange={(e) => setAt(e.target.value)}
            className="h-11 max-w-[12rem] rounded-md border border-slate-600 bg-slate-900 px-2 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            <option value="">Where I am</option>
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy || !label.trim() || !place}>
          Add pin
        </Button>
      </form>
      {!at && !here && <p className="text-xs text-slate-400">Without your position, pin at a stage.</p>}
    </section>
  );
}

const round = (v: number) => Math.round(v * 10) / 10;
