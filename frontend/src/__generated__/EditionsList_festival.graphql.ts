/**
 * @generated SignedSource<<6183bcfce54adc8227e197e2812e71cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionsList_festival$data = {
  readonly editions: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EditionRow_edition">;
  }>;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "EditionsList_festival";
};
export type EditionsList_festival$key = {
  readonly " $data"?: EditionsList_festival$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditionsList_festival">;
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
  "name": "EditionsList_festival",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Edition",
      "kind": "LinkedField",
      "name": "editions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EditionRow_edition"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Festival",
  "abstractKey": null
};
})();

(node as any).hash = "d4df31f3bbe6ad24b0a621746bbcf4a8";

export default node;
