/**
 * @generated SignedSource<<5f5cb86900a1a13c3f37e67ab63bb003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportKind = "SETS" | "STAGES" | "%future added value";
export type ImportOutcome = "CHANGED" | "CREATED" | "ERROR" | "UNCHANGED" | "%future added value";
export type PreviewImportInput = {
  editionId: string;
  file: File;
  kind: ImportKind;
};
export type useImportMutationsPreviewMutation$variables = {
  input: PreviewImportInput;
};
export type useImportMutationsPreviewMutation$data = {
  readonly previewImport: {
    readonly changed: number;
    readonly created: number;
    readonly errors: number;
    readonly items: ReadonlyArray<{
      readonly changes: ReadonlyArray<{
        readonly after: string | null | undefined;
        readonly before: string | null | undefined;
        readonly field: string;
      }>;
      readonly error: string | null | undefined;
      readonly label: string | null | undefined;
      readonly line: number;
      readonly outcome: ImportOutcome;
      readonly row: number;
    }>;
    readonly rows: number;
    readonly token: string;
    readonly unchanged: number;
    readonly unlisted: number;
  };
};
export type useImportMutationsPreviewMutation = {
  response: useImportMutationsPreviewMutation$data;
  variables: useImportMutationsPreviewMutation$variables;
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
    "concreteType": "ImportPreview",
    "kind": "LinkedField",
    "name": "previewImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
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
        "kind": "ScalarField",
        "name": "errors",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unlisted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportPreviewRow",
        "kind": "LinkedField",
        "name": "items",
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
            "name": "outcome",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "before",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "after",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "error",
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
    "name": "useImportMutationsPreviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportMutationsPreviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d1c6aa9e5bc815003c2f340a5449d5ac",
    "id": null,
    "metadata": {},
    "name": "useImportMutationsPreviewMutation",
    "operationKind": "mutation",
    "text": "mutation useImportMutationsPreviewMutation(\n  $input: PreviewImportInput!\n) {\n  previewImport(input: $input) {\n    token\n    rows\n    created\n    changed\n    unchanged\n    errors\n    unlisted\n    items {\n      row\n      line\n      outcome\n      label\n      changes {\n        field\n        before\n        after\n      }\n      error\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b8b7d497e0637761e43d5f7bfb3cb81";

export default node;
