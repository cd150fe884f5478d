/**
 * @generated SignedSource<<1c1d11b32389ebf984e90a536fa00ba0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveAdminRoleInput = {
  id: string;
};
export type RolesPageRemoveMutation$variables = {
  input: RemoveAdminRoleInput;
};
export type RolesPageRemoveMutation$data = {
  readonly removeAdminRole: {
    readonly message: string;
  };
};
export type RolesPageRemoveMutation = {
  response: RolesPageRemoveMutation$data;
  variables: RolesPageRemoveMutation$variables;
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
    "concreteType": "RemoveAdminRolePayload",
    "kind": "LinkedField",
    "name": "removeAdminRole",
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
    "name": "RolesPageRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b355f7f881852b9f528da9ae7a24f9e",
    "id": null,
    "metadata": {},
    "name": "RolesPageRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageRemoveMutation(\n  $input: RemoveAdminRoleInput!\n) {\n  removeAdminRole(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "c23e94fbfbcc8c72c681f4f1f925ed84";

export default node;
