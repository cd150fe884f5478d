/**
 * @generated SignedSource<<62f14f4067ebe88a4e2510b7b5db13c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteFlowQuery$variables = {
  token: string;
};
export type InviteFlowQuery$data = {
  readonly inviteInfo: {
    readonly groupName: string | null | undefined;
    readonly isValid: boolean;
    readonly reason: string | null | undefined;
  };
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type InviteFlowQuery = {
  response: InviteFlowQuery$data;
  variables: InviteFlowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InviteInfo",
    "kind": "LinkedField",
    "name": "inviteInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isValid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupName",
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
    "name": "InviteFlowQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteFlowQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "50e331c48ecd0a0565dd7524a101ad0c",
    "id": null,
    "metadata": {},
    "name": "InviteFlowQuery",
    "operationKind": "query",
    "text": "query InviteFlowQuery(\n  $token: String!\n) {\n  viewer {\n    user {\n      id\n    }\n  }\n  inviteInfo(token: $token) {\n    isValid\n    reason\n    groupName\n  }\n}\n"
  }
};
})();

(node as any).hash = "162fec9c42a8dbba612df6831a35864b";

export default node;
