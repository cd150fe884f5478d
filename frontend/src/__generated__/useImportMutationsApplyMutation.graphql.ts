/**
 * @generated SignedSource<<a606187b872f317fffb49255b80fd1f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportKind = "SETS" | "STAGES" | "%future added value";
export type ApplyImportInput = {
  editionId: string;
  file: File;
  kind: ImportKind;
  token: string;
};
export type useImportMutationsApplyMutation$variables = {
  input: ApplyImportInput;
};
export type useImportMutationsApplyMutation$data = {
  readonly applyImport: {
    readonly changed: number;
    readonly created: number;
    readonly errors: ReadonlyArray<{
      readonly line: number;
      readonly message: string;
      readonly row: number;
    }>;
    readonly import: {
      readonly fileName: string;
      readonly id: string;
    } | null | undefined;
    readonly rows: number;
    readonly unchanged: number;
  };
};
export type useImportMutationsApplyMutation = {
  response: useImportMutationsApplyMutation$data;
  variables: useImportMutationsApplyMutation$variables;
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
    "concreteType": "ApplyImportPayload",
    "kind": "LinkedField",
    "name": "applyImport",
    "plural": false,
    "selections": [
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
            "name": "fileName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unchanged",
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
            "name": "line",
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
    "name": "useImportMutationsApplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportMutationsApplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d8046aff9c218d47414737a7dbc022ca",
    "id": null,
    "metadata": {},
    "name": "useImportMutationsApplyMutation",
    "operationKind": "mutation",
    "text": "mutation useImportMutationsApplyMutation(\n  $input: ApplyImportInput!\n) {\n  applyImport(input: $input) {\n    import {\n      id\n      fileName\n    }\n    rows\n    created\n    changed\n    unchanged\n    errors {\n      row\n      line\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d0666d97dbd65e90440626068277dc2";

export default node;
