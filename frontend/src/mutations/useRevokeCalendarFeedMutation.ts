import { graphql, useMutation } from 'react-relay';
import type { useRevokeCalendarFeedMutation as Mutation } from '../__generated__/useRevokeCalendarFeedMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useRevokeCalendarFeedMutation($input: RevokeCalendarFeedInput!) {
    revokeCalendarFeed(input: $input) {
      edition {
        id
        calendarFeed {
          createdAt
        }
      }
    }
  }
`;

/** Turns the viewer's calendar feed off; its URL answers 404 from then on. */
export function useRevokeCalendarFeed() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const revoke = async (editionId: string): Promise<void> => {
    await commitAsync(commit, { variables: { input: { editionId } } });
  };
  return [revoke, isPending] as const;
}
