/**
 * @generated SignedSource<<ffe0e97ed6f8759e22f1ab92bbea2a11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuditLogCardQuery$variables = Record<PropertyKey, never>;
export type AuditLogCardQuery$data = {
  readonly auditLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: string;
        readonly actorEmail: string | null | undefined;
        readonly createdAt: string;
        readonly entityType: string;
        readonly id: string;
      };
    }>;
  };
};
export type AuditLogCardQuery = {
  response: AuditLogCardQuery$data;
  variables: AuditLogCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      }
    ],
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
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityType",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "auditLog(first:10)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuditLogCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ec5d94490827286e1ece032edf16d36e",
    "id": null,
    "metadata": {},
    "name": "AuditLogCardQuery",
    "operationKind": "query",
    "text": "query AuditLogCardQuery {\n  auditLog(first: 10) {\n    edges {\n      node {\n        id\n        action\n        entityType\n        actorEmail\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d10e46cfc666b93823381fcfc9f54c7c";

export default node;
