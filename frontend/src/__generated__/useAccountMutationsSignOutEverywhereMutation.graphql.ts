/**
 * @generated SignedSource<<6f6c2be4552a9764e7d134b36a36057e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAccountMutationsSignOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type useAccountMutationsSignOutEverywhereMutation$data = {
  readonly signOutEverywhere: {
    readonly revokedSessions: number;
  };
};
export type useAccountMutationsSignOutEverywhereMutation = {
  response: useAccountMutationsSignOutEverywhereMutation$data;
  variables: useAccountMutationsSignOutEverywhereMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutEverywherePayload",
    "kind": "LinkedField",
    "name": "signOutEverywhere",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedSessions",
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
    "name": "useAccountMutationsSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAccountMutationsSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7ce5a0104f4cc013a235a134c6f0a1b2",
    "id": null,
    "metadata": {},
    "name": "useAccountMutationsSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": "mutation useAccountMutationsSignOutEverywhereMutation {\n  signOutEverywhere {\n    revokedSessions\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2631255f081ac406d2cc82573f36718";

export default node;
