import { useState } from 'react';
import { graphql } from 'react-relay';
import type {
  useMeetingPointsLiveSubscription as Subscription,
  useMeetingPointsLiveSubscription$data,
} from '../__generated__/useMeetingPointsLiveSubscription.graphql';
import { useRetryingSubscription } from './useRetryingSubscription';

// A group's meeting points, live (members only): the server sends the list at once and after
// every change (a member drops or deletes one, one expires), so a new meeting point appears on
// every member's map without a reload. The Map tab's query keeps the list seen last for offline.
const subscription = graphql`
  subscription useMeetingPointsLiveSubscription($groupId: ID!, $editionId: ID!) {
    meetingPointsChanged(groupId: $groupId, editionId: $editionId) {
      id
      stage {
        id
        name
      }
      position {
        x
        y
      }
      at
      note
      createdBy
      isMine
      expiresAt
    }
  }
`;

export type LiveMeetingPoint = useMeetingPointsLiveSubscription$data['meetingPointsChanged'][number];

/** The group's meeting points as the server last sent them (null until the first list arrives). */
export function useMeetingPointsLive(groupId: string, editionId: string): ReadonlyArray<LiveMeetingPoint> | null {
  const [state, setState] = useState<{ key: string; list: ReadonlyArray<LiveMeetingPoint> } | null>(null);
  const key = `${groupId} ${editionId}`;
  useRetryingSubscription<Subscription>('meetingPointsChanged', subscription, { groupId, editionId }, key, (response) => {
    const list = response?.meetingPointsChanged;
    if (list) setState({ key, list });
  });
  return state && state.key === key ? state.list : null;
}
