/**
 * @generated SignedSource<<22cee8dd9013ced3d6b9f4a12cb77afd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteNoteInput = {
  noteId: string;
};
export type useDeleteNoteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteNoteInput;
};
export type useDeleteNoteMutation$data = {
  readonly deleteNote: {
    readonly deletedNoteId: string;
  };
};
export type useDeleteNoteMutation = {
  response: useDeleteNoteMutation$data;
  variables: useDeleteNoteMutation$variables;
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
  "name": "deletedNoteId",
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
    "name": "useDeleteNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteNotePayload",
        "kind": "LinkedField",
        "name": "deleteNote",
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
    "name": "useDeleteNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteNotePayload",
        "kind": "LinkedField",
        "name": "deleteNote",
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
            "name": "deletedNoteId",
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
    "cacheID": "7b9a098e2fea7b1734774a7716b4eeb3",
    "id": null,
    "metadata": {},
    "name": "useDeleteNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteNoteMutation(\n  $input: DeleteNoteInput!\n) {\n  deleteNote(input: $input) {\n    deletedNoteId\n  }\n}\n"
  }
};
})();

(node as any).hash = "818d6d04257e7d349d7f18eb8a14fbb1";

export default node;
