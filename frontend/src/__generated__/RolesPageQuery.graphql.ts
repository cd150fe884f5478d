/**
 * @generated SignedSource<<78bbb2fa32e1023a1535835a4f8ebc56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
export type RolesPageQuery$variables = Record<PropertyKey, never>;
export type RolesPageQuery$data = {
  readonly adminRoles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly canChange: boolean;
        readonly createdAt: string;
        readonly email: string;
        readonly id: string;
        readonly role: AdminRole;
        readonly username: string | null | undefined;
      };
    }>;
  };
};
export type RolesPageQuery = {
  response: RolesPageQuery$data;
  variables: RolesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "AdminRoleAssignmentConnection",
    "kind": "LinkedField",
    "name": "adminRoles",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminRoleAssignmentEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminRoleAssignment",
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
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
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
                "kind": "ScalarField",
                "name": "canChange",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminRoles(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RolesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "995e9bb70049ecc7c211f6df7304699d",
    "id": null,
    "metadata": {},
    "name": "RolesPageQuery",
    "operationKind": "query",
    "text": "query RolesPageQuery {\n  adminRoles(first: 100) {\n    edges {\n      node {\n        id\n        role\n        username\n        email\n        createdAt\n        canChange\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "51a8fbd4bdb8cf1331b5467851d2bbd0";

export default node;
