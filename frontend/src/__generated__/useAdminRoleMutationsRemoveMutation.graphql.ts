/**
 * @generated SignedSource<<a79d52a30100db9edecd3a55ea0b85d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveAdminRoleInput = {
  id: string;
};
export type useAdminRoleMutationsRemoveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveAdminRoleInput;
};
export type useAdminRoleMutationsRemoveMutation$data = {
  readonly removeAdminRole: {
    readonly message: string;
    readonly removedId: string;
  };
};
export type useAdminRoleMutationsRemoveMutation = {
  response: useAdminRoleMutationsRemoveMutation$data;
  variables: useAdminRoleMutationsRemoveMutation$variables;
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
  "name": "removedId",
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
    "name": "useAdminRoleMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveAdminRolePayload",
        "kind": "LinkedField",
        "name": "removeAdminRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "useAdminRoleMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveAdminRolePayload",
        "kind": "LinkedField",
        "name": "removeAdminRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedId",
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
    "cacheID": "7ecedfb8cd07d53a733c1b6b3b8eee1d",
    "id": null,
    "metadata": {},
    "name": "useAdminRoleMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminRoleMutationsRemoveMutation(\n  $input: RemoveAdminRoleInput!\n) {\n  removeAdminRole(input: $input) {\n    message\n    removedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "51367376a6d30a84f9f7081069ea5c76";

export default node;
