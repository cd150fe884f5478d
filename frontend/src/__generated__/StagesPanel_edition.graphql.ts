/**
 * @generated SignedSource<<99078a646c181e6e1b1fcf8028fec557>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StagesPanel_edition$data = {
  readonly id: string;
  readonly stages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "StagesPanel_edition";
};
export type StagesPanel_edition$key = {
  readonly " $data"?: StagesPanel_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"StagesPanel_edition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StagesPanel_edition",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Stage",
      "kind": "LinkedField",
      "name": "stages",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "141360d9ed99aa8e4044e10f1954d51f";

export default node;
