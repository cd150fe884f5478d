/**
 * @generated SignedSource<<dae384d679b07fb3c66680c30e883895>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingsSection_stats$data = {
  readonly csvPath: string;
  readonly sets: ReadonlyArray<{
    readonly didNotSee: number;
    readonly set: {
      readonly id: string;
      readonly name: string;
      readonly stage: {
        readonly name: string;
      } | null | undefined;
    };
    readonly summary: {
      readonly average: number | null | undefined;
      readonly count: number;
      readonly distribution: ReadonlyArray<number>;
    };
  }>;
  readonly stages: ReadonlyArray<{
    readonly stage: {
      readonly id: string;
      readonly name: string;
    };
    readonly summary: {
      readonly average: number | null | undefined;
      readonly count: number;
      readonly distribution: ReadonlyArray<number>;
    };
  }>;
  readonly " $fragmentType": "RatingsSection_stats";
};
export type RatingsSection_stats$key = {
  readonly " $data"?: RatingsSection_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingsSection_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "RatingSummary",
  "kind": "LinkedField",
  "name": "summary",
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingsSection_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csvPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StageRatingStats",
      "kind": "LinkedField",
      "name": "stages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Stage",
          "kind": "LinkedField",
          "name": "stage",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SetRatingStats",
      "kind": "LinkedField",
      "name": "sets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "set",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Stage",
              "kind": "LinkedField",
              "name": "stage",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "didNotSee",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RatingStats",
  "abstractKey": null
};
})();

(node as any).hash = "8eb5b665ee1abae7da1dfd41450fc1ba";

export default node;
