/**
 * @generated SignedSource<<a44571f02adabc74f6b0a28b0d1244ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportStagesInput = {
  editionId: string;
  file: File;
};
export type ImportDialogStagesMutation$variables = {
  input: ImportStagesInput;
};
export type ImportDialogStagesMutation$data = {
  readonly importStages: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
      readonly row: number;
    }>;
    readonly imported: number;
    readonly rows: number;
  };
};
export type ImportDialogStagesMutation = {
  response: ImportDialogStagesMutation$data;
  variables: ImportDialogStagesMutation$variables;
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
    "concreteType": "ImportPayload",
    "kind": "LinkedField",
    "name": "importStages",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportRowError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "row",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "ImportDialogStagesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportDialogStagesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5bd85d80bb804d065d6a6530a39e3315",
    "id": null,
    "metadata": {},
    "name": "ImportDialogStagesMutation",
    "operationKind": "mutation",
    "text": "mutation ImportDialogStagesMutation(\n  $input: ImportStagesInput!\n) {\n  importStages(input: $input) {\n    rows\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22bad8c4777884b92a037efcf5c5cf3a";

export default node;
