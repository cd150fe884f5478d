/**
 * @generated SignedSource<<5855275b2ebca6075933c870adb64b48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetDetail_set$data = {
  readonly artists: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly genres: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
    readonly soundcloudFollowers: number;
    readonly soundcloudUrl: string | null | undefined;
    readonly spotifyUrl: string | null | undefined;
  }>;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly stage: {
    readonly name: string;
  } | null | undefined;
  readonly timeEnd: string | null | undefined;
  readonly timeStart: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SetTally_set" | "VoteButtons_set">;
  readonly " $fragmentType": "SetDetail_set";
};
export type SetDetail_set$key = {
  readonly " $data"?: SetDetail_set$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetDetail_set">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
  "name": "SetDetail_set",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        (v2/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "spotifyUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soundcloudUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soundcloudFollowers",
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

(node as any).hash = "5a93b66d4111db8a945e72b511a74e66";

export default node;
