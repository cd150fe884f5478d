import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { commitMutation, type Environment, type RecordSourceProxy } from 'relay-runtime';
import type { usePrivatePinMutationsDeleteMutation as Delete } from '../__generated__/usePrivatePinMutationsDeleteMutation.graphql';
import type { usePrivatePinMutationsSaveMutation as Save } from '../__generated__/usePrivatePinMutationsSaveMutation.graphql';
import { isConnectionFailure, isOffline } from '../offline/connectivity';
import { currentUserId } from '../offline/currentUser';
import type { DeletePinItem, SavePinItem } from '../offline/db';
import { GraphQLResponseError } from '../relay/environment';
import { commitAsync } from './commitAsync';

// The visitor's private pins ("my tent", "car"). The client picks each pin's UUID, so a save
// waits in the offline outbox and replays safely; the store shows it at once either way.
const saveMutation = graphql`
  mutation usePrivatePinMutationsSaveMutation($input: SavePrivatePinInput!) {
    savePrivatePin(input: $input) {
      pin {
        id
        label
        position {
          x
          y
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation usePrivatePinMutationsDeleteMutation($input: DeletePrivatePinInput!) {
    deletePrivatePin(input: $input) {
      deletedId
    }
  }
`;

export type PinInput = {
  id: string;
  editionId: string;
  label: string;
  x: number;
  y: number;
};

/** Puts the pin into the edition's myPins in the store (new or renamed). */
function putPin(store: RecordSourceProxy, pin: PinInput) {
  const edition = store.get(pin.editionId);
  const record = store.get(pin.id) ?? store.create(pin.id, 'PrivatePin');
  record.setValue(pin.id, 'id');
  record.setValue(pin.label, 'label');
  const position = store.get(`${pin.id}:position`) ?? store.create(`${pin.id}:position`, 'StagePosition');
  position.setValue(pin.x, 'x');
  position.setValue(pin.y, 'y');
  record.setLinkedRecord(position, 'position');
  if (!edition) return;
  const pins = edition.getLinkedRecords('myPins') ?? [];
  if (!pins.some((p) => p?.getDataID() === pin.id)) edition.setLinkedRecords([...pins, record], 'myPins');
}

function dropPin(store: RecordSourceProxy, editionId: string, id: string) {
  const edition = store.get(editionId);
  const pins = edition?.getLinkedRecords('myPins');
  if (edition && pins)
    edition.setLinkedRecords(
      pins.filter((p) => p?.getDataID() !== id),
      'myPins',
    );
  store.delete(id);
}

function run<T extends Save | Delete>(environment: Environment, mutation: typeof saveMutation, variables: T['variables']) {
  return new Promise<void>((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (_r, errors) => (errors?.length ? reject(new GraphQLResponseError(errors)) : resolve()),
      onError: reject,
    });
  });
}

/** The outbox's replay of a queued pin change (offline/send.ts). */
export function sendPin(environment: Environment, item: SavePinItem | DeletePinItem): Promise<void> {
  if (item.kind === 'deletePin')
    return run<Delete>(environment, deleteMutation, {
      input: { id: item.pinId },
    });
  return run<Save>(environment, saveMutation, {
    input: {
      id: item.pinId,
      editionId: item.editionId,
      label: item.label,
      position: { x: item.x, y: item.y },
    },
  });
}

async function queue(
  environment: Environment,
  item: Omit<SavePinItem, 'seq' | 'userId' | 'clientMutationId' | 'clientTimestamp' | 'kind'> | { pinId: string; deleted: true },
) {
  const userId = currentUserId(environment);
  if (!userId) throw new Error('User not authenticated');
  const [{ enqueuePin }, { offlineDB }] = await Promise.all([import('../relay/outbox'), import('../offline/db')]);
  await enqueuePin(await offlineDB(), { userId, ...item } as Parameters<typeof enqueuePin>[1]);
}

/** Saves and deletes pins: 'saved' when the server has it, 'queued' when it waits in the outbox. */
export function usePrivatePinMutations() {
  const environment = useRelayEnvironment();
  const [commitSave, saving] = useMutation<Save>(saveMutation);
  const [commitDelete, deleting] = useMutation<Delete>(deleteMutation);
  const save = useCallback(
    async (pin: PinInput): Promise<'saved' | 'queued'> => {
      const queued = async () => {
        await queue(environment, {
          editionId: pin.editionId,
          pinId: pin.id,
          label: pin.label,
          x: pin.x,
          y: pin.y,
        });
        environment.commitUpdate((store) => putPin(store, pin));
        return 'queued' as const;
      };
      if (isOffline()) return queued();
      try {
        await commitAsync(commitSave, {
          variables: {
            input: {
              id: pin.id,
              editionId: pin.editionId,
              label: pin.label,
              position: { x: pin.x, y: pin.y },
            },
          },
          updater: (store) => putPin(store, pin),
        });
        return 'saved';
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        return queued();
      }
    },
    [commitSave, environment],
  );
  const remove = useCallback(
    async (editionId: string, id: string): Promise<'saved' | 'queued'> => {
      const queued = async () => {
        await queue(environment, { pinId: id, deleted: true });
        environment.commitUpdate((store) => dropPin(store, editionId, id));
        return 'queued' as const;
      };
      if (isOffline()) return queued();
      try {
        await commitAsync(commitDelete, {
          variables: { input: { id } },
          updater: (store) => dropPin(store, editionId, id),
        });
        return 'saved';
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        return queued();
      }
    },
    [commitDelete, environment],
  );
  return { save, remove, busy: saving || deleting } as const;
}
