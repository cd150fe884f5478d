/**
 * @generated SignedSource<<488cc1ae4b843ea3913151a9ccddf57a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateArtistInput = {
  artistId: string;
  description?: string | null | undefined;
  genreIds?: ReadonlyArray<string> | null | undefined;
  imageUrl?: string | null | undefined;
  name?: string | null | undefined;
  soundcloudUrl?: string | null | undefined;
  spotifyUrl?: string | null | undefined;
};
export type ArtistsPageUpdateMutation$variables = {
  input: UpdateArtistInput;
};
export type ArtistsPageUpdateMutation$data = {
  readonly updateArtist: {
    readonly artist: {
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
  };
};
export type ArtistsPageUpdateMutation = {
  response: ArtistsPageUpdateMutation$data;
  variables: ArtistsPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtistsPageUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistsPageUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ab695186243e41510083dbe17d216325",
    "id": null,
    "metadata": {},
    "name": "ArtistsPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ArtistsPageUpdateMutation(\n  $input: UpdateArtistInput!\n) {\n  updateArtist(input: $input) {\n    artist {\n      id\n      name\n      description\n      spotifyUrl\n      soundcloudUrl\n      imageUrl\n      genres {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7edaa09b958b70bcf3af6c6d196c8212";

export default node;
