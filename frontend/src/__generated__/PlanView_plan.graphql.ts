/**
 * @generated SignedSource<<29e619cef69390ee55c41c91cc904a91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanView_plan$data = {
  readonly items: ReadonlyArray<{
    readonly set: {
      readonly id: string;
      readonly name: string;
      readonly slug: string;
      readonly stage: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly timeEnd: string | null | undefined;
      readonly timeStart: string | null | undefined;
    };
    readonly value: number;
    readonly walkMinutesBefore: number;
  }>;
  readonly leftOut: ReadonlyArray<{
    readonly message: string;
    readonly set: {
      readonly id: string;
    };
  }>;
  readonly score: number;
  readonly " $fragmentType": "PlanView_plan";
};
export type PlanView_plan$key = {
  readonly " $data"?: PlanView_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanView_plan">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanView_plan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "walkMinutesBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "set",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeStart",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeEnd",
              "storageKey": null
            },
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanLeftOut",
      "kind": "LinkedField",
      "name": "leftOut",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "set",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Plan",
  "abstractKey": null
};
})();

(node as any).hash = "83cc35c5293c6954a9035b3d2d62546d";

export default node;
