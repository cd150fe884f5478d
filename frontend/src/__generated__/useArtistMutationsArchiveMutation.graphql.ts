/**
 * @generated SignedSource<<47f9353213b961868d117709356e09f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveArtistInput = {
  artistId: string;
};
export type useArtistMutationsArchiveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ArchiveArtistInput;
};
export type useArtistMutationsArchiveMutation$data = {
  readonly archiveArtist: {
    readonly archivedArtistId: string;
  };
};
export type useArtistMutationsArchiveMutation = {
  response: useArtistMutationsArchiveMutation$data;
  variables: useArtistMutationsArchiveMutation$variables;
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
  "name": "archivedArtistId",
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
    "name": "useArtistMutationsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveArtistPayload",
        "kind": "LinkedField",
        "name": "archiveArtist",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useArtistMutationsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveArtistPayload",
        "kind": "LinkedField",
        "name": "archiveArtist",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "archivedArtistId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bf72a7b9ac3eced2e342e208127b78da",
    "id": null,
    "metadata": {},
    "name": "useArtistMutationsArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation useArtistMutationsArchiveMutation(\n  $input: ArchiveArtistInput!\n) {\n  archiveArtist(input: $input) {\n    archivedArtistId\n  }\n}\n"
  }
};
})();

(node as any).hash = "27d937234fdcc1823fffceca037f486f";

export default node;
