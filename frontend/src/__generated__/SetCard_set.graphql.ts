/**
 * @generated SignedSource<<b762a6b761a217c1f90e7de91e64e79d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetCard_set$data = {
  readonly artists: ReadonlyArray<{
    readonly genres: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
  }>;
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly stage: {
    readonly name: string;
  } | null | undefined;
  readonly timeEnd: string | null | undefined;
  readonly timeStart: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SetTally_set" | "VoteButtons_set">;
  readonly " $fragmentType": "SetCard_set";
};
export type SetCard_set$key = {
  readonly " $data"?: SetCard_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetCard_set">;
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
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "shared"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetCard_set",
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artist",
      "kind": "LinkedField",
      "name": "artists",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MusicGenre",
          "kind": "LinkedField",
          "name": "genres",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "shared",
          "variableName": "shared"
        }
      ],
      "kind": "FragmentSpread",
      "name": "VoteButtons_set"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SetTally_set"
    }
  ],
  "type": "Set",
  "abstractKey": null
};
})();

(node as any).hash = "7726c9fa75975743f61fdd83f34260b8";

export default node;
