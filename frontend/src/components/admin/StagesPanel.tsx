import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { StagesPanelCreateMutation } from '../../__generated__/StagesPanelCreateMutation.graphql';
import type { StagesPanelDeleteMutation } from '../../__generated__/StagesPanelDeleteMutation.graphql';
import type { StagesPanelQuery } from '../../__generated__/StagesPanelQuery.graphql';
import type { StagesPanelRenameMutation } from '../../__generated__/StagesPanelRenameMutation.graphql';
import { commitAsync } from '../../mutations/commitAsync';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';
import { errorClass, inputClass } from './Field';
import { toastFailure, toastSuccess } from './toasts';
import { useFetchKey } from './useFetchKey';

export const MSG_STAGE_NAME = 'Stage name is required';

/** The edition's stages: add, rename inline, delete. */
export function StagesPanel({ editionId, fetchKey: outerKey }: { editionId: string; fetchKey: number }) {
  const [innerKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<StagesPanelQuery>(
    graphql`
      query StagesPanelQuery($id: ID!) {
        node(id: $id) {
          ... on Edition {
            stages {
              id
              name
            }
          }
        }
      }
    `,
    { id: editionId },
    { fetchKey: `${outerKey}-${innerKey}`, fetchPolicy: 'network-only' },
  );
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [create, creating] = useMutation<StagesPanelCreateMutation>(graphql`
    mutation StagesPanelCreateMutation($input: CreateStageInput!) {
      createStage(input: $input) {
        stage {
          id
        }
      }
    }
  `);
  const [rename] = useMutation<StagesPanelRenameMutation>(graphql`
    mutation StagesPanelRenameMutation($input: RenameStageInput!) {
      renameStage(input: $input) {
        stage {
          id
          name
        }
      }
    }
  `);
  const [remove] = useMutation<StagesPanelDeleteMutation>(graphql`
    mutation StagesPanelDeleteMutation($input: DeleteStageInput!) {
      deleteStage(input: $input) {
        deletedStageId
      }
    }
  `);
  const stages = data.node?.stages ?? [];

  const add = async () => {
    if (name.trim() === '') {
      setError(MSG_STAGE_NAME);
      return;
    }
    setError(null);
    try {
      await commitAsync(create, { variables: { input: { editionId, name: name.trim() } } });
      toastSuccess('Stage created successfully');
      setName('');
      refresh();
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
      await commitAsync(rename, { variables: { input: { stageId: editing.id, name: editing.name.trim() } } });
      toastSuccess('Stage updated successfully');
      setEditing(null);
      refresh();
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
            <li key={s.id} className="flex items-center justify-between gap-2 p-3">
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
              <div className="flex gap-2">
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
                      await commitAsync(remove, { variables: { input: { stageId: s.id } } });
                      toastSuccess('Stage deleted successfully');
                      refresh();
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
