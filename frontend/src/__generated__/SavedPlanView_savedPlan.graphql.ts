/**
 * @generated SignedSource<<526da51843c58015399f58c73a61ab76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedPlanView_savedPlan$data = {
  readonly items: ReadonlyArray<{
    readonly set: {
      readonly id: string;
      readonly name: string;
      readonly slug: string;
      readonly stage: {
        readonly name: string;
      } | null | undefined;
      readonly timeStart: string | null | undefined;
    };
    readonly walkMinutesBefore: number;
  }>;
  readonly problems: ReadonlyArray<{
    readonly message: string;
    readonly set: {
      readonly id: string;
    };
  }>;
  readonly savedAt: string | null | undefined;
  readonly " $fragmentType": "SavedPlanView_savedPlan";
};
export type SavedPlanView_savedPlan$key = {
  readonly " $data"?: SavedPlanView_savedPlan$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedPlanView_savedPlan">;
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
  "name": "SavedPlanView_savedPlan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedAt",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanProblem",
      "kind": "LinkedField",
      "name": "problems",
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
  "type": "SavedPlan",
  "abstractKey": null
};
})();

(node as any).hash = "0a3f67718b3d4cdc9915275736baf0b2";

export default node;
