/**
 * @generated SignedSource<<d52382e88ee6e214595771dd95a0e3b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokePlanShareInput = {
  shareId: string;
};
export type useRevokePlanShareMutation$variables = {
  input: RevokePlanShareInput;
};
export type useRevokePlanShareMutation$data = {
  readonly revokePlanShare: {
    readonly revokedShareId: string;
  };
};
export type useRevokePlanShareMutation = {
  response: useRevokePlanShareMutation$data;
  variables: useRevokePlanShareMutation$variables;
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
  "name": "revokedShareId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokePlanShareMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokePlanSharePayload",
        "kind": "LinkedField",
        "name": "revokePlanShare",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useRevokePlanShareMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokePlanSharePayload",
        "kind": "LinkedField",
        "name": "revokePlanShare",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "revokedShareId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "42ba8f61647855690ddf9e5f5a4acce6",
    "id": null,
    "metadata": {},
    "name": "useRevokePlanShareMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokePlanShareMutation(\n  $input: RevokePlanShareInput!\n) {\n  revokePlanShare(input: $input) {\n    revokedShareId\n  }\n}\n"
  }
};
})();

(node as any).hash = "46b10e664376e30caa578adba1cc0f12";

export default node;
