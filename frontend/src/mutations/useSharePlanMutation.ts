import { graphql, useMutation } from 'react-relay';
import type { useSharePlanMutation as Mutation } from '../__generated__/useSharePlanMutation.graphql';
import { commitAsync } from './commitAsync';

// Makes a read-only link to the viewer's saved plan (or a crew's plan, or the recap). The URL
// holds the secret token and comes only in this answer, with its QR code.
const mutation = graphql`
  mutation useSharePlanMutation($input: SharePlanInput!) {
    sharePlan(input: $input) {
      url
      qrCode
      share {
        id
        kind
        createdAt
        lastOpenedAt
      }
    }
  }
`;

export type SharedLink = { url: string; qrCode: string };

export function useSharePlan() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const share = async (input: { editionId: string; groupId?: string | null; kind?: 'PLAN' | 'RECAP' }): Promise<SharedLink> => {
    const response = await commitAsync(commit, {
      variables: { input: { editionId: input.editionId, groupId: input.groupId ?? null, kind: input.kind ?? 'PLAN' } },
    });
    return { url: response.sharePlan.url, qrCode: response.sharePlan.qrCode };
  };
  return [share, isPending] as const;
}
