/**
 * @generated SignedSource<<a23652a1bcb0bf255cd4338904664ae6>>
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
    readonly wantedBy: ReadonlyArray<string>;
  }>;
  readonly leftOut: ReadonlyArray<{
    readonly message: string;
    readonly set: {
      readonly id: string;
    };
  }>;
  readonly members: ReadonlyArray<{
    readonly apart: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly isViewer: boolean;
    readonly name: string;
    readonly score: number;
    readonly together: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
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
  "name": "score",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanView_plan",
  "selections": [
    (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "wantedBy",
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v2/*:: as any*/),
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
              "selections": (v3/*:: as any*/),
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "apart",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "together",
          "plural": true,
          "selections": (v3/*:: as any*/),
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

(node as any).hash = "ba265b7abfd654c4fac0123f8f789739";

export default node;
