/**
 * @generated SignedSource<<98853d037df60f926972cf3574127d2c>>
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
  };
  readonly name: string;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditionHeader_edition",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Festival",
      "kind": "LinkedField",
      "name": "festival",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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

(node as any).hash = "342c64c85cd243d010a372e72af0fe27";

export default node;
