/**
 * @generated SignedSource<<54740b12284c1f922421bba4750c2952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateArtistInput = {
  description?: string | null | undefined;
  genreIds?: ReadonlyArray<string>;
  imageUrl?: string | null | undefined;
  name: string;
  soundcloudUrl?: string | null | undefined;
  spotifyUrl?: string | null | undefined;
};
export type useArtistMutationsCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateArtistInput;
};
export type useArtistMutationsCreateMutation$data = {
  readonly createArtist: {
    readonly artist: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ArtistRow_artist">;
    };
  };
};
export type useArtistMutationsCreateMutation = {
  response: useArtistMutationsCreateMutation$data;
  variables: useArtistMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useArtistMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateArtistPayload",
        "kind": "LinkedField",
        "name": "createArtist",
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
              (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useArtistMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateArtistPayload",
        "kind": "LinkedField",
        "name": "createArtist",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "artist",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ArtistEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "04ce227bca0e813ed18844ddcd0b7e76",
    "id": null,
    "metadata": {},
    "name": "useArtistMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useArtistMutationsCreateMutation(\n  $input: CreateArtistInput!\n) {\n  createArtist(input: $input) {\n    artist {\n      id\n      ...ArtistRow_artist\n    }\n  }\n}\n\nfragment ArtistRow_artist on Artist {\n  id\n  name\n  description\n  spotifyUrl\n  soundcloudUrl\n  imageUrl\n  genres {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "55a3e2b5f939e31575bbdc773775d9e8";

export default node;
