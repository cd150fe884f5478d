/**
 * @generated SignedSource<<4a5427059a77cd314b866bbdd5102b45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetTally_set$data = {
  readonly name: string;
  readonly tally: {
    readonly interested: number;
    readonly mustGo: number;
    readonly netScore: number;
    readonly total: number;
    readonly wontGo: number;
  };
  readonly " $fragmentType": "SetTally_set";
};
export type SetTally_set$key = {
  readonly " $data"?: SetTally_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetTally_set">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetTally_set",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "netScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Set",
  "abstractKey": null
};

(node as any).hash = "db5de0706879ea05b6667850f411f548";

export default node;
