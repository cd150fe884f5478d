/**
 * @generated SignedSource<<399edb98ca6502b9c31875e099d95896>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutMutation$variables = Record<PropertyKey, never>;
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly ok: boolean;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a75f7ed89a09cc267d1b23db35d464e5",
    "id": null,
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutMutation {\n  signOut {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a03a713dd3fc77246e48da280166e7f";

export default node;
