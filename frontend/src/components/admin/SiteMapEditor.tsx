import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { SiteMapEditorPositionMutation } from '../../__generated__/SiteMapEditorPositionMutation.graphql';
import type { SiteMapEditor_edition$key } from '../../__generated__/SiteMapEditor_edition.graphql';
import type { SiteMapEditorRemoveMutation } from '../../__generated__/SiteMapEditorRemoveMutation.graphql';
import type { SiteMapEditorSettingsMutation } from '../../__generated__/SiteMapEditorSettingsMutation.graphql';
import type { SiteMapEditorUploadMutation } from '../../__generated__/SiteMapEditorUploadMutation.graphql';
import { checkLogoFile } from '../../lib/admin/files';
import { toMeters, type Point } from '../../lib/map/geometry';
import { commitAsync } from '../../mutations/commitAsync';
import { uploadMutation } from '../../relay/upload';
import { SiteMap } from '../map/SiteMap';
import { Button } from '../ui/button';
import { Field, inputClass } from './Field';
import { toastFailure, toastSuccess } from './toasts';

// The edition's "Site map" section: the map image (uploaded like a festival logo), its real width
// and the walking settings, and each stage's place (select a stage, then click on the map).
// A fragment of the stages tab's route query; every write updates the store from its payload.
const fragment = graphql`
  fragment SiteMapEditor_edition on Edition {
    id
    mapUrl
    mapWidthPx
    mapHeightPx
    mapWidthMeters
    walkingMetersPerMinute
    defaultWalkMinutes
    stages {
      id
      name
      position {
        x
        y
      }
    }
  }
`;

const uploadMap = graphql`
  mutation SiteMapEditorUploadMutation($input: UploadEditionMapInput!) {
    uploadEditionMap(input: $input) {
      edition {
        id
        mapUrl
        mapWidthPx
        mapHeightPx
      }
    }
  }
`;

type Props = { edition: SiteMapEditor_edition$key };

export function SiteMapEditor(props: Props) {
  const edition = useFragment(fragment, props.edition);
  const editionId = edition.id;
  const environment = useRelayEnvironment();
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const [remove] = useMutation<SiteMapEditorRemoveMutation>(graphql`
    mutation SiteMapEditorRemoveMutation($input: RemoveEditionMapInput!) {
      removeEditionMap(input: $input) {
        edition {
          id
          mapUrl
          mapWidthPx
          mapHeightPx
        }
      }
    }
  `);
  const [setPosition] = useMutation<SiteMapEditorPositionMutation>(graphql`
    mutation SiteMapEditorPositionMutation($input: SetStagePositionInput!) {
      setStagePosition(input: $input) {
        stage {
          id
          position {
            x
            y
          }
        }
      }
    }
  `);

  const upload = async (f: File) => {
    const problem = checkLogoFile(f);
    if (problem) {
      window.alert(problem);
      return;
    }
    setBusy(true);
    try {
      const variables = { input: { editionId, file: null } };
      const data = await uploadMutation<SiteMapEditorUploadMutation['response']>(uploadMap, variables, 'input.file', f);
      environment.commitPayload(createOperationDescriptor(getRequest(uploadMap), variables), data);
      toastSuccess('Site map uploaded successfully');
    } catch (err) {
      toastFailure(err, 'Failed to upload the site map');
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  const removeMap = async () => {
    if (!window.confirm('Remove the site map? Stage places stay.')) return;
    setBusy(true);
    try {
      await commitAsync(remove, { variables: { input: { editionId } } });
      toastSuccess('Site map removed successfully');
    } catch (err) {
      toastFailure(err, 'Failed to remove the site map');
    } finally {
      setBusy(false);
    }
  };

  const place = async (stageId: string, position: Point | null) => {
    try {
      await commitAsync(setPosition, { variables: { input: { stageId, position } } });
      const name = edition.stages?.find((s) => s.id === stageId)?.name ?? 'Stage';
      toastSuccess(position ? `${name} placed on the map` : `${name} taken off the map`);
    } catch (err) {
      toastFailure(err, 'Failed to place the stage');
    }
  };

  const size =
    edition.mapUrl && edition.mapWidthPx && edition.mapHeightPx
      ? { widthPx: edition.mapWidthPx, heightPx: edition.mapHeightPx, widthMeters: edition.mapWidthMeters ?? 0 }
      : null;
  const stages = edition.stages ?? [];
  const selectedStage = stages.find((s) => s.id === selected) ?? null;

  return (
    <section aria-labelledby="site-map-title" className="flex flex-col gap-4 rounded-lg border border-slate-800 p-4">
      <h3 id="site-map-title" className="text-lg font-semibold">
        Site map
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label="Site map file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
          }}
        />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => file.current?.click()}>
          {edition.mapUrl ? 'Change site map' : 'Upload site map'}
        </Button>
        {edition.mapUrl && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void removeMap()}>
            Remove site map
          </Button>
        )}
      </div>
      <MapSettings
        key={`${edition.mapWidthMeters}-${edition.walkingMetersPerMinute}-${edition.defaultWalkMinutes}`}
        editionId={editionId}
        mapWidthMeters={edition.mapWidthMeters ?? null}
        walkingMetersPerMinute={edition.walkingMetersPerMinute ?? 70}
        defaultWalkMinutes={edition.defaultWalkMinutes ?? 10}
      />
      {stages.length === 0 ? (
        <p className="text-sm text-slate-400">Add stages to place them on the map.</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-300">
            {size && size.widthMeters > 0
              ? selectedStage
                ? `Click on the map to place ${selectedStage.name}.`
                : 'Select a stage, then click on the map to place it.'
              : 'Upload a map and set its width in metres to place stages.'}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Stages to place">
            {stages.map((s) => (
              <li key={s.id} className="flex items-center gap-1">
                <Button
                  size="sm"
                  variant={s.id === selected ? 'primary' : 'outline'}
                  aria-pressed={s.id === selected}
                  onClick={() => setSelected((cur) => (cur === s.id ? null : s.id))}
                >
                  {s.name}
                  {s.position ? ` (${Math.round(s.position.x)} m, ${Math.round(s.position.y)} m)` : ' (not placed)'}
                </Button>
                {s.position && (
                  <Button size="sm" variant="ghost" aria-label={`Take ${s.name} off the map`} onClick={() => void place(s.id, null)}>
                    ×
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {selectedStage && (
        <PlaceByNumbers
          key={selectedStage.id}
          stageName={selectedStage.name}
          position={selectedStage.position ?? null}
          onPlace={(p) => void place(selectedStage.id, p)}
        />
      )}
      {size && (
        <SiteMap
          url={edition.mapUrl!}
          size={size}
          alt="Site map (click to place the selected stage)"
          pins={stages.map((s) => ({ id: s.id, name: s.name, position: s.position ?? null }))}
          selectedId={selected}
          onSelect={(id) => setSelected(id)}
          onPlace={(pixel) => {
            if (!selected) return;
            const meters = toMeters(pixel, size);
            if (meters) void place(selected, meters);
          }}
        />
      )}
    </section>
  );
}

/** The selected stage's place typed in metres (the keyboard's way to place it). */
function PlaceByNumbers({
  stageName,
  position,
  onPlace,
}: {
  stageName: string;
  position: Point | null;
  onPlace: (p: Point) => void;
}) {
  const [x, setX] = useState(position ? String(position.x) : '');
  const [y, setY] = useState(position ? String(position.y) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = { x: Number(x), y: Number(y) };
    const ok = (v: number) => x.trim() !== '' && y.trim() !== '' && Number.isFinite(v) && v >= 0 && v <= 100_000;
    if (!ok(p.x) || !ok(p.y)) return setError('Metres east and south must be 0-100,000.');
    setError(null);
    onPlace(p);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end" noValidate aria-label={`Place ${stageName}`}>
      <Field label={`${stageName}: metres east`}>
        <input className={inputClass} inputMode="decimal" value={x} onChange={(e) => setX(e.target.value)} />
      </Field>
      <Field label={`${stageName}: metres south`}>
        <input className={inputClass} inputMode="decimal" value={y} onChange={(e) => setY(e.target.value)} />
      </Field>
      <Button type="submit" variant="outline">
        Place {stageName}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-400 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

type SettingsProps = {
  editionId: string;
  mapWidthMeters: number | null;
  walkingMetersPerMinute: number;
  defaultWalkMinutes: number;
};

function MapSettings({ editionId, mapWidthMeters, walkingMetersPerMinute, defaultWalkMinutes }: SettingsProps) {
  const [width, setWidth] = useState(mapWidthMeters === null ? '' : String(mapWidthMeters));
  const [speed, setSpeed] = useState(String(walkingMetersPerMinute));
  const [walk, setWalk] = useState(String(defaultWalkMinutes));
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<SiteMapEditorSettingsMutation>(graphql`
    mutation SiteMapEditorSettingsMutation($input: UpdateEditionInput!) {
      updateEdition(input: $input) {
        edition {
          id
          mapWidthMeters
          walkingMetersPerMinute
          defaultWalkMinutes
        }
      }
    }
  `);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const w = width.trim() === '' ? null : Number(width);
    const s = Number(speed);
    const d = Number(walk);
    if (w !== null && !(w >= 1 && w <= 100_000)) return setError('The map width must be 1-100,000 metres.');
    if (!Number.isInteger(s) || s < 1 || s > 300) return setError('The walking speed must be 1-300 metres per minute.');
    if (!Number.isInteger(d) || d < 0 || d > 120) return setError('The default walk must be 0-120 minutes.');
    setError(null);
    try {
      await commitAsync(commit, {
        variables: {
          input: { editionId, walkingMetersPerMinute: s, defaultWalkMinutes: d, ...(w === null ? {} : { mapWidthMeters: w }) },
        },
      });
      toastSuccess('Walking settings saved');
    } catch (err) {
      toastFailure(err, 'Failed to save the walking settings');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-4 sm:items-end" noValidate>
      <Field label="Map width (metres)">
        <input className={inputClass} inputMode="decimal" value={width} onChange={(e) => setWidth(e.target.value)} />
      </Field>
      <Field label="Walking speed (m/min)">
        <input className={inputClass} inputMode="numeric" value={speed} onChange={(e) => setSpeed(e.target.value)} />
      </Field>
      <Field label="Default walk (min)">
        <input className={inputClass} inputMode="numeric" value={walk} onChange={(e) => setWalk(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy}>
        Save walking settings
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-400 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
