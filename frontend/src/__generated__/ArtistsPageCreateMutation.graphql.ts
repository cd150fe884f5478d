/**
 * @generated SignedSource<<ace38f82c6597549430ddaae99113620>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateArtistInput = {
  description?: string | null | undefined;
  genreIds?: ReadonlyArray<string>;
  imageUrl?: string | null | undefined;
  name: string;
  soundcloudUrl?: string | null | undefined;
  spotifyUrl?: string | null | undefined;
};
export type ArtistsPageCreateMutation$variables = {
  input: CreateArtistInput;
};
export type ArtistsPageCreateMutation$data = {
  readonly createArtist: {
    readonly artist: {
      readonly id: string;
    };
  };
};
export type ArtistsPageCreateMutation = {
  response: ArtistsPageCreateMutation$data;
  variables: ArtistsPageCreateMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "ArtistsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "00ac2eba8a6e293881a44f0814db0534",
    "id": null,
    "metadata": {},
    "name": "ArtistsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ArtistsPageCreateMutation(\n  $input: CreateArtistInput!\n) {\n  createArtist(input: $input) {\n    artist {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4bfb9b3bc8e9bad57ec1f65d472a33a";

export default node;
