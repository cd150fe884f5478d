/**
 * @generated SignedSource<<0769d392e8de93b0e87fd871d11cd75f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanViewCrew_plan$data = {
  readonly items: ReadonlyArray<{
    readonly set: {
      readonly id: string;
    };
    readonly wantedBy: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "PlanViewCrew_plan";
};
export type PlanViewCrew_plan$key = {
  readonly " $data"?: PlanViewCrew_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanViewCrew_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanViewCrew_plan",
  "selections": [
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
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

(node as any).hash = "e214327e58394149a1f1327acfcc0339";

export default node;
