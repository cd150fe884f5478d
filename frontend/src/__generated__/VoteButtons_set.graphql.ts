/**
 * @generated SignedSource<<066e1b80d4e29bd4b29cc22d08ea51e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoteButtons_set$data = {
  readonly id: string;
  readonly myVote?: VoteType | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "VoteButtons_set";
};
export type VoteButtons_set$key = {
  readonly " $data"?: VoteButtons_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteButtons_set">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "shared"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteButtons_set",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "condition": "shared",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "myVote",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Set",
  "abstractKey": null
};

(node as any).hash = "dad94026d04a738e33ccefbabfbf0ed0";

export default node;
