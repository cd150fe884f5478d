/**
 * @generated SignedSource<<64f1ff064a5675177bddaaaaeb2f303d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditKind = "ARTIST" | "EDITION" | "FESTIVAL" | "IMPORT" | "POINT_OF_INTEREST" | "ROLE" | "SET" | "STAGE" | "%future added value";
export type AuditPageEditionQuery$variables = {
  actor?: string | null | undefined;
  editionId: string;
  first: number;
  kind?: AuditKind | null | undefined;
};
export type AuditPageEditionQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLog_query">;
};
export type AuditPageEditionQuery = {
  response: AuditPageEditionQuery$data;
  variables: AuditPageEditionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actor"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "actor",
    "variableName": "actor"
  },
  {
    "kind": "Variable",
    "name": "editionId",
    "variableName": "editionId"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditPageEditionQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AuditLog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuditPageEditionQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "AuditEntryConnection",
        "kind": "LinkedField",
        "name": "auditLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEntry",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "summary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AuditChange",
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
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": [
          "editionId",
          "kind",
          "actor"
        ],
        "handle": "connection",
        "key": "AuditLog_auditLog",
        "kind": "LinkedHandle",
        "name": "auditLog"
      }
    ]
  },
  "params": {
    "cacheID": "c4c8f11ccc7a108b5e3483bf0baace1f",
    "id": null,
    "metadata": {},
    "name": "AuditPageEditionQuery",
    "operationKind": "query",
    "text": "query AuditPageEditionQuery(\n  $first: Int!\n  $editionId: ID!\n  $kind: AuditKind\n  $actor: String\n) {\n  viewer {\n    isAdmin\n  }\n  ...AuditLog_query_1om7LG\n}\n\nfragment AuditEntryRow_entry on AuditEntry {\n  id\n  summary\n  actorName\n  actorEmail\n  createdAt\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment AuditLog_query_1om7LG on Query {\n  auditLog(first: $first, editionId: $editionId, kind: $kind, actor: $actor) {\n    edges {\n      node {\n        id\n        ...AuditEntryRow_entry\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0f046e0cb89e6dcfa4d76c81eca5309";

export default node;
