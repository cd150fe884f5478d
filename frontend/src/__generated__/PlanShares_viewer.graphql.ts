/**
 * @generated SignedSource<<c42b653cff3d4dbe87fc422595c8767c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlanShareKind = "PLAN" | "RECAP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanShares_viewer$data = {
  readonly planShares: ReadonlyArray<{
    readonly createdAt: string;
    readonly edition: {
      readonly festival: {
        readonly name: string;
      };
      readonly name: string;
    } | null | undefined;
    readonly group: {
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly kind: PlanShareKind;
    readonly lastOpenedAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "PlanShares_viewer";
};
export type PlanShares_viewer$key = {
  readonly " $data"?: PlanShares_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanShares_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanShares_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanShare",
      "kind": "LinkedField",
      "name": "planShares",
      "plural": true,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastOpenedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "group",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Edition",
          "kind": "LinkedField",
          "name": "edition",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Festival",
              "kind": "LinkedField",
              "name": "festival",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "be687ad603822bdc6c014439ee28479c";

export default node;
