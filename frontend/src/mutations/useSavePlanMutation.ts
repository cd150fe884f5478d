import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSavePlanMutation as Mutation } from '../__generated__/useSavePlanMutation.graphql';
import { isConnectionFailure, isOffline } from '../offline/connectivity';
import { queueSavePlan } from '../offline/sync';
import { commitAsync } from './commitAsync';

// The saved plan as the Map tab and the schedule's "My plan" select it.
const mutation = graphql`
  mutation useSavePlanMutation($input: SavePlanInput!) {
    savePlan(input: $input) {
      edition {
        id
        savedPlan {
          items {
            walkMinutesBefore
            set {
              id
              name
              timeStart
              timeEnd
              stage {
                id
                name
              }
            }
          }
          problems {
            message
          }
          ...SavedPlanView_savedPlan
        }
      }
    }
  }
`;

/**
 * Saves the viewer's plan of an edition. Offline (or with no answer) it waits in the outbox and
 * goes when the connection returns: resolves 'queued' then, 'saved' once the server stored it.
 */
export function useSavePlanMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const save = useCallback(
    async (editionId: string, setIds: string[]): Promise<'saved' | 'queued'> => {
      if (isOffline()) {
        await queueSavePlan(environment, editionId, setIds);
        return 'queued';
      }
      try {
        await commitAsync(commit, { variables: { input: { editionId, setIds } } });
        return 'saved';
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        await queueSavePlan(environment, editionId, setIds);
        return 'queued';
      }
    },
    [commit, environment],
  );
  return [save, isInFlight] as const;
}
