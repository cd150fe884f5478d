/**
 * @generated SignedSource<<2b312970d58e67e60f6b3b1b864bffd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupVotingCard_set$data = {
  readonly myVote: VoteType | null | undefined;
  readonly tally: {
    readonly interested: number;
    readonly mustGo: number;
    readonly wontGo: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"GroupVotingCard_votes">;
  readonly " $fragmentType": "GroupVotingCard_set";
};
export type GroupVotingCard_set$key = {
  readonly " $data"?: GroupVotingCard_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupVotingCard_set">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupVotingCard_set",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "myVote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteTally",
      "kind": "LinkedField",
      "name": "tally",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mustGo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interested",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wontGo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GroupVotingCard_votes"
    }
  ],
  "type": "Set",
  "abstractKey": null
};

(node as any).hash = "d35a70338572580927b61a1ade130056";

export default node;
