import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StagesPanel_edition$key } from '../../__generated__/StagesPanel_edition.graphql';
import { useCreateStageMutation, useDeleteStageMutation, useRenameStageMutation } from '../../mutations/admin/useStageMutations';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';
import { errorClass, inputClass } from './Field';
import { actionsClass } from './table';
import { toastFailure, toastSuccess } from './toasts';

export const MSG_STAGE_NAME = 'Stage name is required';

/** The edition's stages: add, rename inline, delete. */
export function StagesPanel({ edition }: { edition: StagesPanel_edition$key }) {
  const data = useFragment(
    graphql`
      fragment StagesPanel_edition on Edition {
        id
        stages {
          id
          name
        }
      }
    `,
    edition,
  );
  const editionId = data.id;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [create, creating] = useCreateStageMutation();
  const [rename] = useRenameStageMutation();
  const [remove] = useDeleteStageMutation();
  const stages = data.stages;

  const add = async () => {
    if (name.trim() === '') {
      setError(MSG_STAGE_NAME);
      return;
    }
    setError(null);
    try {
      await create(editionId, name.trim());
      toastSuccess('Stage created successfully');
      setName('');
    } catch (err) {
      toastFailure(err, 'Failed to create stage');
    }
  };
  const save = async () => {
    if (!editing) return;
    if (editing.name.trim() === '') {
      toastFailure(null, MSG_STAGE_NAME);
      return;
    }
    try {
      await rename(editing.id, editing.name.trim());
      toastSuccess('Stage updated successfully');
      setEditing(null);
    } catch (err) {
      toastFailure(err, 'Failed to update stage');
    }
  };

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="grow">
          <label htmlFor="new-stage" className="sr-only">
            Stage name
          </label>
          <input
            id="new-stage"
            className={inputClass}
            placeholder="Stage name"
            value={name}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error && (
            <p role="alert" className={errorClass}>
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="mt-1" disabled={creating}>
          Add Stage
        </Button>
      </form>
      {stages.length === 0 ? (
        <p className="text-slate-400">No stages found for the selected edition.</p>
      ) : (
        <ul className="divide-y divide-slate-800 rounded-lg border border-slate-800">
          {stages.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              {editing?.id === s.id ? (
                <input
                  aria-label="Stage name"
                  className={inputClass}
                  value={editing.name}
                  onChange={(e) => setEditing({ id: s.id, name: e.target.value })}
                />
              ) : (
                <span>{s.name}</span>
              )}
              <div className={actionsClass}>
                {editing?.id === s.id ? (
                  <>
                    <Button size="sm" onClick={() => void save()}>
                      Save
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setEditing({ id: s.id, name: s.name })}>
                    Rename
                  </Button>
                )}
                <ConfirmDialog
                  trigger={(open) => (
                    <Button size="sm" variant="destructive" onClick={open}>
                      Delete
                    </Button>
                  )}
                  title="Delete stage"
                  description={`Are you sure you want to delete "${s.name}"? Sets on this stage will be left without a stage.`}
                  confirmLabel="Delete"
                  onConfirm={async () => {
                    try {
                      await remove(editionId, s.id);
                      toastSuccess('Stage deleted successfully');
                                    } catch (err) {
                      toastFailure(err, 'Failed to delete stage');
                    }
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
