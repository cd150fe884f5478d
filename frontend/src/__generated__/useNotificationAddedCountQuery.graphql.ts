/**
 * @generated SignedSource<<633191f85a93a329bf463388b1d5de13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationAddedCountQuery$variables = Record<PropertyKey, never>;
export type useNotificationAddedCountQuery$data = {
  readonly viewer: {
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type useNotificationAddedCountQuery = {
  response: useNotificationAddedCountQuery$data;
  variables: useNotificationAddedCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
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
    "name": "useNotificationAddedCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationAddedCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e76fc0e060ac7fb39737b9a754bdf226",
    "id": null,
    "metadata": {},
    "name": "useNotificationAddedCountQuery",
    "operationKind": "query",
    "text": "query useNotificationAddedCountQuery {\n  viewer {\n    unreadNotificationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "239b807a2f65506738bb333804d423ba";

export default node;
