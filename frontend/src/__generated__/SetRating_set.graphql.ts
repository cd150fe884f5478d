/**
 * @generated SignedSource<<44b57dc809fe0d37b198e037b8af70e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetRating_set$data = {
  readonly canRate: boolean;
  readonly id: string;
  readonly myRating: number | null | undefined;
  readonly myRatingDidNotSee: boolean;
  readonly ratingSummary: {
    readonly average: number | null | undefined;
    readonly count: number;
    readonly distribution: ReadonlyArray<number>;
  } | null | undefined;
  readonly " $fragmentType": "SetRating_set";
};
export type SetRating_set$key = {
  readonly " $data"?: SetRating_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetRating_set">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetRating_set",
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
      "name": "myRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "myRatingDidNotSee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "ratingSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "distribution",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Set",
  "abstractKey": null
};

(node as any).hash = "d82e99702fc05602f0bfadecb168d7b2";

export default node;
