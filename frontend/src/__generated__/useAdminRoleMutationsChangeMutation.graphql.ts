/**
 * @generated SignedSource<<5c0da59edc01485622358f3dbe35b0b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
export type ChangeAdminRoleInput = {
  id: string;
  role: AdminRole;
};
export type useAdminRoleMutationsChangeMutation$variables = {
  input: ChangeAdminRoleInput;
};
export type useAdminRoleMutationsChangeMutation$data = {
  readonly changeAdminRole: {
    readonly assignment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RoleRow_assignment">;
    };
    readonly message: string;
  };
};
export type useAdminRoleMutationsChangeMutation = {
  response: useAdminRoleMutationsChangeMutation$data;
  variables: useAdminRoleMutationsChangeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminRoleMutationsChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeAdminRolePayload",
        "kind": "LinkedField",
        "name": "changeAdminRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminRoleAssignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminRoleMutationsChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeAdminRolePayload",
        "kind": "LinkedField",
        "name": "changeAdminRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminRoleAssignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "49db4c723841c4aae235efc45841c73d",
    "id": null,
    "metadata": {},
    "name": "useAdminRoleMutationsChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminRoleMutationsChangeMutation(\n  $input: ChangeAdminRoleInput!\n) {\n  changeAdminRole(input: $input) {\n    message\n    assignment {\n      id\n      ...RoleRow_assignment\n    }\n  }\n}\n\nfragment RoleRow_assignment on AdminRoleAssignment {\n  id\n  role\n  username\n  email\n  canChange\n}\n"
  }
};
})();

(node as any).hash = "fa6ff36b83f128f4f74285ed8fef39d1";

export default node;
