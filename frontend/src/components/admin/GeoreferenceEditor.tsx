import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { GeoreferenceEditor_edition$key } from '../../__generated__/GeoreferenceEditor_edition.graphql';
import type { GeoreferenceEditorMutation } from '../../__generated__/GeoreferenceEditorMutation.graphql';
import { metres, numberIn, splitLatLong } from '../../lib/admin/geoInput';
import { errorMessage } from '../../lib/errors';
import { toMeters } from '../../lib/map/geometry';
import { commitAsync } from '../../mutations/commitAsync';
import { SiteMap } from '../map/SiteMap';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';
import { toastFailure, toastSuccess } from './toasts';

// "Map on the earth": two or three anchors, each a point of the site map (clicked, or typed in
// metres) and its latitude/longitude (typed, or pasted as "52.3731, 4.8926"). The server fits the
// transform and refuses anchors too close, in a line, or disagreeing with the map's width; its
// message is shown under the form.
const fragment = graphql`
  fragment GeoreferenceEditor_edition on Edition {
    id
    mapUrl
    mapWidthPx
    mapHeightPx
    mapWidthMeters
    georeferenced
    georeference {
      residualMeters
      scale
      anchors {
        position {
          x
          y
        }
        at {
          latitude
          longitude
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation GeoreferenceEditorMutation($input: SetEditionGeoreferenceInput!) {
    setEditionGeoreference(input: $input) {
      residualMeters
      edition {
        id
        georeferenced
        georeference {
          residualMeters
          scale
          anchors {
            position {
              x
              y
            }
            at {
              latitude
              longitude
            }
          }
        }
      }
    }
  }
`;

type Row = { x: string; y: string; latitude: string; longitude: string };
const empty: Row = { x: '', y: '', latitude: '', longitude: '' };

type Props = { edition: GeoreferenceEditor_edition$key };

export function GeoreferenceEditor(props: Props) {
  const edition = useFragment(fragment, props.edition);
  const saved = edition.georeference?.anchors ?? [];
  const [rows, setRows] = useState<Row[]>(() =>
    saved.length >= 2
      ? saved.map((a) => ({ x: String(a.position.x), y: String(a.position.y), latitude: String(a.at.latitude), longitude: String(a.at.longitude) }))
      : [empty, empty],
  );
  const [placing, setPlacing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<GeoreferenceEditorMutation>(mutation);
  const size =
    edition.mapUrl && edition.mapWidthPx && edition.mapHeightPx && edition.mapWidthMeters
      ? { widthPx: edition.mapWidthPx, heightPx: edition.mapHeightPx, widthMeters: edition.mapWidthMeters }
      : null;

  const update = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async (anchors: Row[]) => {
    const input = [];
    for (const [i, r] of anchors.entries()) {
      const x = numberIn(r.x, 0, 100_000);
      const y = numberIn(r.y, 0, 100_000);
      const latitude = numberIn(r.latitude, -90, 90);
      const longitude = numberIn(r.longitude, -180, 180);
      if (x === null || y === null) return setError(`Anchor ${i + 1}: metres east and south must be 0-100,000.`);
      if (latitude === null || longitude === null)
        return setError(`Anchor ${i + 1}: the latitude must be -90 to 90 and the longitude -180 to 180.`);
      input.push({ position: { x, y }, at: { latitude, longitude } });
    }
    setError(null);
    try {
      const res = await commitAsync(commit, { variables: { input: { editionId: edition.id, anchors: input } } });
      const r = res.setEditionGeoreference.residualMeters;
      toastSuccess(input.length === 0 ? 'Georeference cleared' : r ? `Map placed on the earth (third anchor off by ${metres(r)})` : 'Map placed on the earth');
      if (input.length === 0) setRows([empty, empty]);
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the georeference'));
      toastFailure(err, 'Failed to save the georeference');
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(rows);
  };

  const clear = () => {
    if (!window.confirm('Clear the georeference? Visitors lose "you are here".')) return;
    void save([]);
  };

  const g = edition.georeference;
  return (
    <section aria-labelledby="georeference-title" className="flex flex-col gap-4 rounded-lg border border-slate-800 p-4">
      <h3 id="georeference-title" className="text-lg font-semibold">
        Map on the earth
      </h3>
      <p className="text-sm text-slate-300" role="status">
        {g
          ? `Georeferenced with ${g.anchors.length} anchors${g.anchors.length === 3 ? `: the third anchor is off by ${metres(g.residualMeters)}` : ''}; the map's metres are ${Math.round(g.scale * 100)} % of the ground's.`
          : 'Not georeferenced: visitors see no "you are here". Give two or three anchors at least 20 m apart, not in a line.'}
      </p>
      <form onSubmit={submit} noValidate aria-label="Anchors" className="flex flex-col gap-4">
        {rows.map((r, i) => (
          <fieldset key={i} className="grid gap-3 rounded-md border border-slate-800 p-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
            <legend className="px-1 text-sm font-medium">Anchor {i + 1}</legend>
            <Field label={`Anchor ${i + 1}: metres east`}>
              <input className={inputClass} inputMode="decimal" value={r.x} onChange={(e) => update(i, { x: e.target.value })} />
            </Field>
            <Field label={`Anchor ${i + 1}: metres south`}>
              <input className={inputClass} inputMode="decimal" value={r.y} onChange={(e) => update(i, { y: e.target.value })} />
            </Field>
            <Field label={`Anchor ${i + 1}: latitude`} hint='Paste "52.3731, 4.8926" to fill both'>
              <input
                className={inputClass}
                inputMode="decimal"
                value={r.latitude}
                onChange={(e) => update(i, splitLatLong(e.target.value) ?? { latitude: e.target.value })}
              />
            </Field>
            <Field label={`Anchor ${i + 1}: longitude`}>
              <input
                className={inputClass}
                inputMode="decimal"
                value={r.longitude}
                onChange={(e) => update(i, splitLatLong(e.target.value) ?? { longitude: e.target.value })}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              {size && (
                <Button
                  size="sm"
                  variant={placing === i ? 'primary' : 'outline'}
                  aria-pressed={placing === i}
                  onClick={() => setPlacing((p) => (p === i ? null : i))}
                >
                  Pick anchor {i + 1} on the map
                </Button>
              )}
              {i === 2 && (
                <Button size="sm" variant="ghost" onClick={() => setRows((rs) => rs.slice(0, 2))}>
                  Remove anchor 3
                </Button>
              )}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          {rows.length < 3 && (
            <Button variant="outline" onClick={() => setRows((rs) => [...rs, empty])}>
              Add a third anchor
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            Save georeference
          </Button>
          {edition.georeferenced && (
            <Button variant="ghost" disabled={busy} onClick={clear}>
              Clear georeference
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
      </form>
      {size && (
        <>
          <p className="text-sm text-slate-300">
            {placing === null ? 'Pick an anchor, then click its point on the map.' : `Click the map where anchor ${placing + 1} is.`}
          </p>
          <SiteMap
            url={edition.mapUrl!}
            size={size}
            alt="Anchors map (click to place the picked anchor)"
            pins={rows.map((r, i) => {
              const x = numberIn(r.x, 0, 100_000);
              const y = numberIn(r.y, 0, 100_000);
              return { id: `anchor-${i}`, name: `Anchor ${i + 1}`, position: x === null || y === null ? null : { x, y } };
            })}
            selectedId={placing === null ? null : `anchor-${placing}`}
            onSelect={(id) => setPlacing(Number(id.slice('anchor-'.length)))}
            onPlace={(pixel) => {
              if (placing === null) return;
              const m = toMeters(pixel, size);
              if (m) update(placing, { x: String(m.x), y: String(m.y) });
            }}
          />
        </>
      )}
    </section>
  );
}
