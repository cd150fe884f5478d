/**
 * @generated SignedSource<<66fc910bacc27541398f7c36f47eb871>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetRow_set$data = {
  readonly artists: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly stage: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly timeEnd: string | null | undefined;
  readonly timeEndLocal: string | null | undefined;
  readonly timeStart: string | null | undefined;
  readonly timeStartLocal: string | null | undefined;
  readonly " $fragmentType": "SetRow_set";
};
export type SetRow_set$key = {
  readonly " $data"?: SetRow_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetRow_set">;
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
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetRow_set",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "timeStartLocal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeEndLocal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Stage",
      "kind": "LinkedField",
      "name": "stage",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artist",
      "kind": "LinkedField",
      "name": "artists",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Set",
  "abstractKey": null
};
})();

(node as any).hash = "ad585d0dffa14de6f5e9d8e29ca3d7d4";

export default node;
