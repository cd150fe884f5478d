import { graphql, useMutation } from 'react-relay';
import type { useEnableCalendarFeedMutation as Mutation } from '../__generated__/useEnableCalendarFeedMutation.graphql';
import { commitAsync } from './commitAsync';

// Turns the viewer's calendar feed on, or regenerates it (the old URL stops working). The URL is
// in this answer only; the edition's calendarFeed updates in the store by id.
const mutation = graphql`
  mutation useEnableCalendarFeedMutation($input: EnableCalendarFeedInput!) {
    enableCalendarFeed(input: $input) {
      url
      edition {
        id
        calendarFeed {
          createdAt
        }
      }
    }
  }
`;

export function useEnableCalendarFeed() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const enable = async (editionId: string): Promise<string> => {
    const response = await commitAsync(commit, { variables: { input: { editionId } } });
    return response.enableCalendarFeed.url;
  };
  return [enable, isPending] as const;
}
