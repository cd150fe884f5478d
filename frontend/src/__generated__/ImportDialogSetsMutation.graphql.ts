/**
 * @generated SignedSource<<5598b967c928ba7d4b25c7dcf0ae51c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportSetsInput = {
  editionId: string;
  file: File;
};
export type ImportDialogSetsMutation$variables = {
  input: ImportSetsInput;
};
export type ImportDialogSetsMutation$data = {
  readonly importSets: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
      readonly row: number;
    }>;
    readonly imported: number;
    readonly rows: number;
  };
};
export type ImportDialogSetsMutation = {
  response: ImportDialogSetsMutation$data;
  variables: ImportDialogSetsMutation$variables;
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
    "name": "importSets",
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
    "name": "ImportDialogSetsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportDialogSetsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a6f4f873823ad8030f65af88aa29adea",
    "id": null,
    "metadata": {},
    "name": "ImportDialogSetsMutation",
    "operationKind": "mutation",
    "text": "mutation ImportDialogSetsMutation(\n  $input: ImportSetsInput!\n) {\n  importSets(input: $input) {\n    rows\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39130b500ec35e97216afdb903fa086c";

export default node;
