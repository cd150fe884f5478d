/**
 * @generated SignedSource<<73d8815ed1422b8b449681b680bbb933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtistsPageQuery$variables = {
  search?: string | null | undefined;
};
export type ArtistsPageQuery$data = {
  readonly artists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string | null | undefined;
        readonly genres: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly name: string;
        readonly soundcloudUrl: string | null | undefined;
        readonly spotifyUrl: string | null | undefined;
      };
    }>;
  };
  readonly musicGenres: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type ArtistsPageQuery = {
  response: ArtistsPageQuery$data;
  variables: ArtistsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "ArtistConnection",
    "kind": "LinkedField",
    "name": "artists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ArtistEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "MusicGenre",
    "kind": "LinkedField",
    "name": "musicGenres",
    "plural": true,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtistsPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistsPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "33f7932290369f2779a7aa49237bdf58",
    "id": null,
    "metadata": {},
    "name": "ArtistsPageQuery",
    "operationKind": "query",
    "text": "query ArtistsPageQuery(\n  $search: String\n) {\n  artists(search: $search, first: 100) {\n    edges {\n      node {\n        id\n        name\n        description\n        spotifyUrl\n        soundcloudUrl\n        imageUrl\n        genres {\n          id\n          name\n        }\n      }\n    }\n  }\n  musicGenres {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff7c51d68e396fa949658039c4e5291a";

export default node;
