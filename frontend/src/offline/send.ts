import {
  commitMutation,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
} from "relay-runtime";
import AddNoteMutation from "../__generated__/useAddNoteMutation.graphql";
import DeleteNoteMutation from "../__generated__/useDeleteNoteMutation.graphql";
import SetVoteMutation from "../__generated__/useSetVoteMutation.graphql";
import { GraphQLResponseError } from "../relay/environment";
import type { SendResult } from "../relay/outbox";
import { isConnectionFailure, isOffline, OfflineError } from "./connectivity";
import type { OutboxItem } from "./db";

// Replays one outbox item through the app's own mutations, so the answer updates the store like
// an online change would. addNote goes with no connections: the queued note's edge is already in
// the list under the same id, and the answer only refreshes that record.

function commit<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T["variables"],
) {
  return new Promise<void>((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (_response, errors) =>
        errors?.length ? reject(new GraphQLResponseError(errors)) : resolve(),
      onError: reject,
    });
  });
}

// Codes that may pass: keep the item and try again later (signed out meanwhile, rate limited).
const PASSING = new Set([
  "UNAVAILABLE",
  "RATE_LIMITED",
  "UNAUTHENTICATED",
  "INTERNAL",
]);

export function sendVia(environment: Environment) {
  return async (item: OutboxItem): Promise<SendResult> => {
    if (isOffline()) return { status: "retry", error: new OfflineError() };
    try {
      if (item.kind === "vote") {
        await commit(environment, SetVoteMutation, {
          input: {
            setId: item.setId,
            vote: item.vote,
            clientMutationId: item.clientMutationId,
            clientTimestamp: item.clientTimestamp,
          },
        });
      } else if (item.kind === "addNote") {
        await commit(environment, AddNoteMutation, {
          input: { id: item.uuid, setId: item.setId, content: item.content },
          connections: [],
        });
      } else if (item.kind === "savePlan") {
        // Loaded on use: a queued plan is rare, and the entry chunk stays as it was.
        const { default: SavePlanMutation } =
          await import("../__generated__/useSavePlanMutation.graphql");
        await commit(environment, SavePlanMutation, {
          input: { editionId: item.editionId, setIds: item.setIds },
        });
      } else if (item.kind === "rate") {
        const { default: RateSetMutation } =
          await import("../__generated__/useRateSetMutation.graphql");
        await commit(environment, RateSetMutation, {
          input: {
            setId: item.setId,
            stars: item.stars,
            didNotSee: item.didNotSee,
            clientMutationId: item.clientMutationId,
            clientTimestamp: item.clientTimestamp,
          },
        });
      } else if (item.kind === "savePin" || item.kind === "deletePin") {
        const { sendPin } = await import("../mutations/usePrivatePinMutations");
        await sendPin(environment, item);
      } else {
        await commit(environment, DeleteNoteMutation, {
          input: { noteId: item.noteId },
          connections: [],
        });
      }
      return { status: "sent" };
    } catch (error) {
      const code =
        error instanceof GraphQLResponseError ? error.code : undefined;
      // Deleting a note that is already gone did what was asked.
      if (
        (item.kind === "deleteNote" || item.kind === "deletePin") &&
        code === "NOT_FOUND"
      )
        return { status: "sent" };
      if (isConnectionFailure(error) || (code && PASSING.has(code)))
        return { status: "retry", error };
      return { status: "refused", error };
    }
  };
}
