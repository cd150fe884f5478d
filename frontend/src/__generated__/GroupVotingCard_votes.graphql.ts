/**
 * @generated SignedSource<<b6936280d73275304a8de21cc9ee3356>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupVotingCard_votes$data = {
  readonly id: string;
  readonly myGroupVotes: ReadonlyArray<{
    readonly group: {
      readonly id: string;
      readonly name: string;
    };
    readonly votes: ReadonlyArray<{
      readonly user: {
        readonly id: string;
        readonly username: string | null | undefined;
      };
      readonly vote: VoteType;
    }>;
  }> | null | undefined;
  readonly " $fragmentType": "GroupVotingCard_votes";
};
export type GroupVotingCard_votes$key = {
  readonly " $data"?: GroupVotingCard_votes$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupVotingCard_votes">;
};

import GroupVotingCardRefetchQuery_graphql from './GroupVotingCardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GroupVotingCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GroupVotingCard_votes",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SetGroupVotes",
      "kind": "LinkedField",
      "name": "myGroupVotes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "group",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GroupVote",
          "kind": "LinkedField",
          "name": "votes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "username",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "vote",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "Set",
  "abstractKey": null
};
})();

(node as any).hash = "694edce6c5350d3471a9c4d899762230";

export default node;
