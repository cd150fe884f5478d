/**
 * @generated SignedSource<<9150c89a58991af735aeb351e203ebb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionHeader_edition$data = {
  readonly festival: {
    readonly logoUrl: string | null | undefined;
    readonly name: string;
    readonly published: boolean;
  };
  readonly name: string;
  readonly published: boolean;
  readonly " $fragmentType": "EditionHeader_edition";
};
export type EditionHeader_edition$key = {
  readonly " $data"?: EditionHeader_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditionHeader_edition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditionHeader_edition",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Festival",
      "kind": "LinkedField",
      "name": "festival",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};
})();

(node as any).hash = "c7c713310b0595245997f8bee2525e2c";

export default node;
