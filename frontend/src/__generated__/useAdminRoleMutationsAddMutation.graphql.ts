/**
 * @generated SignedSource<<4bfec154d39b5b1d566387d0a849540a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
export type AddAdminRoleInput = {
  email: string;
  role?: AdminRole | null | undefined;
};
export type useAdminRoleMutationsAddMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddAdminRoleInput;
};
export type useAdminRoleMutationsAddMutation$data = {
  readonly addAdminRole: {
    readonly edge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"RoleRow_assignment">;
      };
    };
    readonly message: string;
  };
};
export type useAdminRoleMutationsAddMutation = {
  response: useAdminRoleMutationsAddMutation$data;
  variables: useAdminRoleMutationsAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminRoleMutationsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddAdminRolePayload",
        "kind": "LinkedField",
        "name": "addAdminRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminRoleAssignmentEdge",
            "kind": "LinkedField",
            "name": "edge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminRoleAssignment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAdminRoleMutationsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddAdminRolePayload",
        "kind": "LinkedField",
        "name": "addAdminRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminRoleAssignmentEdge",
            "kind": "LinkedField",
            "name": "edge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminRoleAssignment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "edge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dc02f110e1b2d96560f9bfd4f9c7e2c4",
    "id": null,
    "metadata": {},
    "name": "useAdminRoleMutationsAddMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminRoleMutationsAddMutation(\n  $input: AddAdminRoleInput!\n) {\n  addAdminRole(input: $input) {\n    message\n    edge {\n      cursor\n      node {\n        id\n        ...RoleRow_assignment\n      }\n    }\n  }\n}\n\nfragment RoleRow_assignment on AdminRoleAssignment {\n  id\n  role\n  username\n  email\n  canChange\n}\n"
  }
};
})();

(node as any).hash = "42170b937bfdd30efdbe515b51e1c647";

export default node;
