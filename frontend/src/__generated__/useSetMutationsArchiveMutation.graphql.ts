/**
 * @generated SignedSource<<062c4b42ea2bb5195eb01756e4e4a82e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveSetInput = {
  setId: string;
};
export type useSetMutationsArchiveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ArchiveSetInput;
};
export type useSetMutationsArchiveMutation$data = {
  readonly archiveSet: {
    readonly archivedSetId: string;
  };
};
export type useSetMutationsArchiveMutation = {
  response: useSetMutationsArchiveMutation$data;
  variables: useSetMutationsArchiveMutation$variables;
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
  "name": "archivedSetId",
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
    "name": "useSetMutationsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveSetPayload",
        "kind": "LinkedField",
        "name": "archiveSet",
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
    "name": "useSetMutationsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveSetPayload",
        "kind": "LinkedField",
        "name": "archiveSet",
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
            "name": "archivedSetId",
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
    "cacheID": "21589bd99316f29919bdd6f3a70eae44",
    "id": null,
    "metadata": {},
    "name": "useSetMutationsArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMutationsArchiveMutation(\n  $input: ArchiveSetInput!\n) {\n  archiveSet(input: $input) {\n    archivedSetId\n  }\n}\n"
  }
};
})();

(node as any).hash = "52ddfc32d288264ea4f947ba185bc3a5";

export default node;
