/**
 * @generated SignedSource<<00c46353ec8292635ba8ebd2d66903c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
export type ChangeAdminRoleInput = {
  id: string;
  role: AdminRole;
};
export type RolesPageChangeMutation$variables = {
  input: ChangeAdminRoleInput;
};
export type RolesPageChangeMutation$data = {
  readonly changeAdminRole: {
    readonly assignment: {
      readonly id: string;
      readonly role: AdminRole;
    };
    readonly message: string;
  };
};
export type RolesPageChangeMutation = {
  response: RolesPageChangeMutation$data;
  variables: RolesPageChangeMutation$variables;
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
    "concreteType": "ChangeAdminRolePayload",
    "kind": "LinkedField",
    "name": "changeAdminRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminRoleAssignment",
        "kind": "LinkedField",
        "name": "assignment",
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
    "name": "RolesPageChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2ab2fff27c19d8db6315ccecebaf0929",
    "id": null,
    "metadata": {},
    "name": "RolesPageChangeMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageChangeMutation(\n  $input: ChangeAdminRoleInput!\n) {\n  changeAdminRole(input: $input) {\n    message\n    assignment {\n      id\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c857a388493e85af3a374e91b32a39c2";

export default node;
