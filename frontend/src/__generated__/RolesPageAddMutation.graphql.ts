/**
 * @generated SignedSource<<7d30d485831f0ec0eaa4127a7b2e71a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
export type AddAdminRoleInput = {
  email: string;
  role?: AdminRole | null | undefined;
};
export type RolesPageAddMutation$variables = {
  input: AddAdminRoleInput;
};
export type RolesPageAddMutation$data = {
  readonly addAdminRole: {
    readonly message: string;
  };
};
export type RolesPageAddMutation = {
  response: RolesPageAddMutation$data;
  variables: RolesPageAddMutation$variables;
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
    "concreteType": "AddAdminRolePayload",
    "kind": "LinkedField",
    "name": "addAdminRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "RolesPageAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9227e414ac11b2512b57cbdf2f7ab39b",
    "id": null,
    "metadata": {},
    "name": "RolesPageAddMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageAddMutation(\n  $input: AddAdminRoleInput!\n) {\n  addAdminRole(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f22b555af0f8dfb4e7c0322784b59ae";

export default node;
