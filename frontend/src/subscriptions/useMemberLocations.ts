import { useState } from 'react';
import { graphql } from 'react-relay';
import type {
  useMemberLocationsSubscription as Subscription,
  useMemberLocationsSubscription$data,
} from '../__generated__/useMemberLocationsSubscription.graphql';
import { useRetryingSubscription } from './useRetryingSubscription';

// A group's shared positions, live (members only): the server sends the whole list at once and
// after every change. Kept in component state: locations have no id and are never stored offline
// (the positions of others stay off the device's disk).
const subscription = graphql`
  subscription useMemberLocationsSubscription($groupId: ID!, $editionId: ID!) {
    memberLocationsChanged(groupId: $groupId, editionId: $editionId) {
      name
      isViewer
      position {
        x
        y
      }
      at {
        latitude
        longitude
      }
      accuracyMeters
      approximate
      updatedAt
      expiresAt
    }
  }
`;

export type MemberLocation = useMemberLocationsSubscription$data['memberLocationsChanged'][number];

/** The group's member locations (null until the first list arrives). */
export function useMemberLocations(groupId: string, editionId: string): ReadonlyArray<MemberLocation> | null {
  const [state, setState] = useState<{
    key: string;
    list: ReadonlyArray<MemberLocation>;
  } | null>(null);
  const key = `${groupId} ${editionId}`;
  useRetryingSubscription<Subscription>('memberLocationsChanged', subscription, { groupId, editionId }, key, (response) => {
    const list = response?.memberLocationsChanged;
    if (list) setState({ key, list });
  });
  return state && state.key === key ? state.list : null;
}
