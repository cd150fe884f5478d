import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { PoiEditor_edition$key } from '../../__generated__/PoiEditor_edition.graphql';
import type { PoiEditorCreateMutation } from '../../__generated__/PoiEditorCreateMutation.graphql';
import type { PoiEditorDeleteMutation } from '../../__generated__/PoiEditorDeleteMutation.graphql';
import type { PoiEditorUpdateMutation } from '../../__generated__/PoiEditorUpdateMutation.graphql';
import { numberIn, POI_KINDS, poiKindLabel, type PoiKindName } from '../../lib/admin/geoInput';
import { errorMessage } from '../../lib/errors';
import { toMeters } from '../../lib/map/geometry';
import { commitAsync } from '../../mutations/commitAsync';
import { appendToList, removeFromList } from '../../mutations/admin/lists';
import { SiteMap } from '../map/SiteMap';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';
import { toastFailure, toastSuccess } from './toasts';

// The edition's points of interest (water, toilets, first aid, ...): a list with Edit and Delete,
// and one form that adds or edits (the position clicked on the map or typed in metres).
const fragment = graphql`
  fragment PoiEditor_edition on Edition {
    id
    mapUrl
    mapWidthPx
    mapHeightPx
    mapWidthMeters
    pointsOfInterest {
      id
      kind
      name
      openingHours
      position {
        x
        y
      }
    }
  }
`;

const create = graphql`
  mutation PoiEditorCreateMutation($input: CreatePointOfInterestInput!) {
    createPointOfInterest(input: $input) {
      pointOfInterest {
        id
        kind
        name
        openingHours
        position {
          x
          y
        }
      }
    }
  }
`;

const update = graphql`
  mutation PoiEditorUpdateMutation($input: UpdatePointOfInterestInput!) {
    updatePointOfInterest(input: $input) {
      pointOfInterest {
        id
        kind
        name
        openingHours
        position {
          x
          y
        }
      }
    }
  }
`;

const remove = graphql`
  mutation PoiEditorDeleteMutation($input: DeletePointOfInterestInput!) {
    deletePointOfInterest(input: $input) {
      deletedId
    }
  }
`;

type Draft = { id: string | null; kind: PoiKindName; name: string; x: string; y: string; hours: string };
const blank: Draft = { id: null, kind: 'WATER', name: '', x: '', y: '', hours: '' };

export function PoiEditor(props: { edition: PoiEditor_edition$key }) {
  const edition = useFragment(fragment, props.edition);
  const editionId = edition.id;
  const [draft, setDraft] = useState<Draft>(blank);
  const [error, setError] = useState<string | null>(null);
  const [commitCreate, creating] = useMutation<PoiEditorCreateMutation>(create);
  const [commitUpdate, updating] = useMutation<PoiEditorUpdateMutation>(update);
  const [commitRemove] = useMutation<PoiEditorDeleteMutation>(remove);
  const pois = [...(edition.pointsOfInterest ?? [])].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  const size =
    edition.mapUrl && edition.mapWidthPx && edition.mapHeightPx && edition.mapWidthMeters
      ? { widthPx: edition.mapWidthPx, heightPx: edition.mapHeightPx, widthMeters: edition.mapWidthMeters }
      : null;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = draft.name.trim();
    const x = numberIn(draft.x, 0, 100_000);
    const y = numberIn(draft.y, 0, 100_000);
    if (name === '' || name.length > 100) return setError('The name is required, at most 100 characters.');
    if (x === null || y === null) return setError('Metres east and south must be 0-100,000 (or click the map).');
    if (draft.hours.length > 200) return setError('Opening hours are at most 200 characters.');
    setError(null);
    const fields = { kind: draft.kind, name, position: { x, y }, openingHours: draft.hours.trim() || null };
    try {
      if (draft.id) {
        await commitAsync(commitUpdate, { variables: { input: { id: draft.id, ...fields } } });
        toastSuccess(`${name} saved`);
      } else {
        await commitAsync(commitCreate, {
          variables: { input: { editionId, ...fields } },
          updater: (store) =>
            appendToList(store, editionId, 'pointsOfInterest', store.getRootField('createPointOfInterest')?.getLinkedRecord('pointOfInterest') ?? null),
        });
        toastSuccess(`${name} added`);
      }
      setDraft(blank);
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the point of interest'));
      toastFailure(err, 'Failed to save the point of interest');
    }
  };

  const del = async (id: string, name: string) => {
    if (!window.confirm(`Delete ${name}?`)) return;
    try {
      await commitAsync(commitRemove, {
        variables: { input: { id } },
        updater: (store) => removeFromList(store, editionId, 'pointsOfInterest', id),
      });
      if (draft.id === id) setDraft(blank);
      toastSuccess(`${name} deleted`);
    } catch (err) {
      toastFailure(err, 'Failed to delete the point of interest');
    }
  };

  return (
    <section aria-labelledby="poi-title" className="flex flex-col gap-4 rounded-lg border border-slate-800 p-4">
      <h3 id="poi-title" className="text-lg font-semibold">
        Points of interest
      </h3>
      {pois.length === 0 ? (
        <p className="text-sm text-slate-400">No points of interest yet: add water, toilets, first aid and more.</p>
      ) : (
        <ul aria-label="Points of interest" className="flex flex-col divide-y divide-slate-800">
          {pois.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{p.name}</span>
                <span className="text-sm text-slate-400">
                  {' '}
                  · {poiKindLabel(p.kind)} · {Math.round(p.position.x)} m, {Math.round(p.position.y)} m{p.openingHours ? ` · ${p.openingHours}` : ''}
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${p.name}`}
                  onClick={() =>
                    setDraft({
                      id: p.id,
                      kind: p.kind as PoiKindName,
                      name: p.name,
                      x: String(p.position.x),
                      y: String(p.position.y),
                      hours: p.openingHours ?? '',
                    })
                  }
                >
                  Edit
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => void del(p.id, p.name)}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={draft.id ? `Edit ${draft.name || 'point of interest'}` : 'Add a point of interest'}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
      >
        <Field label="Kind">
          <select className={inputClass} value={draft.kind} onChange={(e) => set({ kind: e.target.value as PoiKindName })}>
            {POI_KINDS.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Name">
          <input className={inputClass} maxLength={100} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label="Opening hours (optional)">
          <input className={inputClass} maxLength={200} value={draft.hours} onChange={(e) => set({ hours: e.target.value })} />
        </Field>
        <Field label="Metres east">
          <input className={inputClass} inputMode="decimal" value={draft.x} onChange={(e) => set({ x: e.target.value })} />
        </Field>
        <Field label="Metres south">
          <input className={inputClass} inputMode="decimal" value={draft.y} onChange={(e) => set({ y: e.target.value })} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={creating || updating}>
            {draft.id ? 'Save point of interest' : 'Add point of interest'}
          </Button>
          {draft.id && (
            <Button variant="ghost" onClick={() => setDraft(blank)}>
              Cancel
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-400 sm:col-span-2 lg:col-span-3">
            {error}
          </p>
        )}
      </form>
      {size && (
        <SiteMap
          url={edition.mapUrl!}
          size={size}
          alt="Points of interest map (click to set the point's position)"
          pins={pois.map((p) => ({ id: p.id, name: p.name, position: p.position }))}
          selectedId={draft.id}
          onPlace={(pixel) => {
            const m = toMeters(pixel, size);
            if (m) set({ x: String(m.x), y: String(m.y) });
          }}
        />
      )}
    </section>
  );
}
