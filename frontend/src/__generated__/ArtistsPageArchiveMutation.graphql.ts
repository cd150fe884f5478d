/**
 * @generated SignedSource<<3998473c6799db7909be9d0aaa4d25f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveArtistInput = {
  artistId: string;
};
export type ArtistsPageArchiveMutation$variables = {
  input: ArchiveArtistInput;
};
export type ArtistsPageArchiveMutation$data = {
  readonly archiveArtist: {
    readonly archivedArtistId: string;
  };
};
export type ArtistsPageArchiveMutation = {
  response: ArtistsPageArchiveMutation$data;
  variables: ArtistsPageArchiveMutation$variables;
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
    "concreteType": "ArchiveArtistPayload",
    "kind": "LinkedField",
    "name": "archiveArtist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedArtistId",
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
    "name": "ArtistsPageArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistsPageArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8eedb395dfac772830f16274c17a525e",
    "id": null,
    "metadata": {},
    "name": "ArtistsPageArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation ArtistsPageArchiveMutation(\n  $input: ArchiveArtistInput!\n) {\n  archiveArtist(input: $input) {\n    archivedArtistId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba8e9de66a4e984cebd81f649835377d";

export default node;
