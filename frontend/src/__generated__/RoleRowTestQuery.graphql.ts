/**
 * @generated SignedSource<<30ce2ea4528f30ed80275afc0d81baeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleRowTestQuery$variables = Record<PropertyKey, never>;
export type RoleRowTestQuery$data = {
  readonly adminRoles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"RoleRow_assignment">;
      };
    }>;
  };
};
export type RoleRowTestQuery = {
  response: RoleRowTestQuery$data;
  variables: RoleRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 2
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoleRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RoleRow_assignment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminRoles(first:2)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RoleRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
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
        "storageKey": "adminRoles(first:2)"
      }
    ]
  },
  "params": {
    "cacheID": "aef8808f00f8f5d23b09ed809cfd7043",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "adminRoles": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AdminRoleAssignmentConnection"
        },
        "adminRoles.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AdminRoleAssignmentEdge"
        },
        "adminRoles.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AdminRoleAssignment"
        },
        "adminRoles.edges.node.canChange": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "adminRoles.edges.node.email": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "adminRoles.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "adminRoles.edges.node.role": {
          "enumValues": [
            "SUPER_ADMIN",
            "ADMIN",
            "MODERATOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "AdminRole"
        },
        "adminRoles.edges.node.username": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "RoleRowTestQuery",
    "operationKind": "query",
    "text": "query RoleRowTestQuery {\n  adminRoles(first: 2) {\n    edges {\n      node {\n        id\n        ...RoleRow_assignment\n      }\n    }\n  }\n}\n\nfragment RoleRow_assignment on AdminRoleAssignment {\n  id\n  role\n  username\n  email\n  canChange\n}\n"
  }
};
})();

(node as any).hash = "d1fedcd9ab25ae6d7be865f0f533f382";

export default node;
