/**
 * @generated SignedSource<<a74bd64b72cab07e026d61e9ca973bdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateArtistInput = {
  artistId: string;
  description?: string | null | undefined;
  genreIds?: ReadonlyArray<string> | null | undefined;
  imageUrl?: string | null | undefined;
  name?: string | null | undefined;
  soundcloudUrl?: string | null | undefined;
  spotifyUrl?: string | null | undefined;
};
export type useArtistMutationsUpdateMutation$variables = {
  input: UpdateArtistInput;
};
export type useArtistMutationsUpdateMutation$data = {
  readonly updateArtist: {
    readonly artist: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ArtistRow_artist">;
    };
  };
};
export type useArtistMutationsUpdateMutation = {
  response: useArtistMutationsUpdateMutation$data;
  variables: useArtistMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useArtistMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateArtistPayload",
        "kind": "LinkedField",
        "name": "updateArtist",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artist",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArtistRow_artist"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArtistMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateArtistPayload",
        "kind": "LinkedField",
        "name": "updateArtist",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artist",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4c8bfca7ffdd62ea0ead9f36269815a0",
    "id": null,
    "metadata": {},
    "name": "useArtistMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useArtistMutationsUpdateMutation(\n  $input: UpdateArtistInput!\n) {\n  updateArtist(input: $input) {\n    artist {\n      id\n      ...ArtistRow_artist\n    }\n  }\n}\n\nfragment ArtistRow_artist on Artist {\n  id\n  name\n  description\n  spotifyUrl\n  soundcloudUrl\n  imageUrl\n  genres {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab56ac0014fa8710acd6cb13e316611c";

export default node;
