/**
 * @generated SignedSource<<423b1ba1ce7a1e7ac614555f9c87aba0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportKind = "SETS" | "STAGES" | "%future added value";
export type UndoLastImportQuery$variables = {
  id: string;
};
export type UndoLastImportQuery$data = {
  readonly node: {
    readonly lastImport?: {
      readonly appliedAt: string;
      readonly fileName: string;
      readonly id: string;
      readonly kind: ImportKind;
      readonly rows: number;
      readonly undoableUntil: string;
    } | null | undefined;
  } | null | undefined;
};
export type UndoLastImportQuery = {
  response: UndoLastImportQuery$data;
  variables: UndoLastImportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportRecord",
      "kind": "LinkedField",
      "name": "lastImport",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
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
          "name": "appliedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "undoableUntil",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UndoLastImportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UndoLastImportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9b94fd808a789124bb29983e1f3f74be",
    "id": null,
    "metadata": {},
    "name": "UndoLastImportQuery",
    "operationKind": "query",
    "text": "query UndoLastImportQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Edition {\n      lastImport {\n        id\n        kind\n        fileName\n        rows\n        appliedAt\n        undoableUntil\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a63b7e2a0cde963f35f8246736d873e8";

export default node;
