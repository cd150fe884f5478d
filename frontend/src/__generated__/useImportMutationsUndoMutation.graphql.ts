/**
 * @generated SignedSource<<e0861d869993a203b1080dd7f72e1d8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UndoImportInput = {
  importId: string;
};
export type useImportMutationsUndoMutation$variables = {
  input: UndoImportInput;
};
export type useImportMutationsUndoMutation$data = {
  readonly undoImport: {
    readonly import: {
      readonly id: string;
      readonly undoneAt: string | null | undefined;
    };
    readonly keptStages: ReadonlyArray<string>;
    readonly keptWithVotes: ReadonlyArray<string>;
    readonly message: string;
    readonly restored: number;
  };
};
export type useImportMutationsUndoMutation = {
  response: useImportMutationsUndoMutation$data;
  variables: useImportMutationsUndoMutation$variables;
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
    "concreteType": "UndoImportPayload",
    "kind": "LinkedField",
    "name": "undoImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restored",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "keptWithVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "keptStages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportRecord",
        "kind": "LinkedField",
        "name": "import",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "undoneAt",
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
    "name": "useImportMutationsUndoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportMutationsUndoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8b452d8b7dbfc9b0024fc40af186c04",
    "id": null,
    "metadata": {},
    "name": "useImportMutationsUndoMutation",
    "operationKind": "mutation",
    "text": "mutation useImportMutationsUndoMutation(\n  $input: UndoImportInput!\n) {\n  undoImport(input: $input) {\n    restored\n    keptWithVotes\n    keptStages\n    message\n    import {\n      id\n      undoneAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "95a1ee1f84916fb90c24940f1ac1db7d";

export default node;
