/**
 * @generated SignedSource<<b496e7767bdeeac915a5ca6f01aa4a98>>
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
  readonly myVote: VoteType | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "VoteButtons_set";
};
export type VoteButtons_set$key = {
  readonly " $data"?: VoteButtons_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteButtons_set">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "myVote",
      "storageKey": null
    }
  ],
  "type": "Set",
  "abstractKey": null
};

(node as any).hash = "3cea5f9be124353a05fad76ca9806e52";

export default node;
