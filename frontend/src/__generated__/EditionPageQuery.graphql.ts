/**
 * @generated SignedSource<<d385db62661cbcfe71b6d2507f40d2d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionPageQuery$variables = {
  id: string;
};
export type EditionPageQuery$data = {
  readonly node: {
    readonly __typename: "Edition";
    readonly UndoLastImport_edition: {
      readonly " $fragmentSpreads": FragmentRefs<"UndoLastImport_edition">;
    } | null | undefined;
    readonly festival: {
      readonly id: string;
      readonly name: string;
    };
    readonly id: string;
    readonly name: string;
    readonly published: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type EditionPageQuery = {
  response: EditionPageQuery$data;
  variables: EditionPageQuery$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Festival",
  "kind": "LinkedField",
  "name": "festival",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "UndoLastImport_edition"
                    }
                  ],
                  "type": "Edition",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "UndoLastImport_edition"
              },
              (v6/*:: as any*/)
            ],
            "type": "Edition",
            "abstractKey": null
          }
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
    "name": "EditionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportRecord",
                "kind": "LinkedField",
                "name": "lastImport",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
              },
              (v6/*:: as any*/)
            ],
            "type": "Edition",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e0d9fa82f6ef7b40fbc5fe605ec3502a",
    "id": null,
    "metadata": {},
    "name": "EditionPageQuery",
    "operationKind": "query",
    "text": "query EditionPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Edition {\n      id\n      name\n      published\n      ...UndoLastImport_edition\n      festival {\n        id\n        name\n      }\n    }\n    id\n  }\n}\n\nfragment UndoLastImport_edition on Edition {\n  lastImport {\n    id\n    kind\n    fileName\n    rows\n    appliedAt\n    undoableUntil\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab7a8395450489f4da0a78f4924ca57e";

export default node;
