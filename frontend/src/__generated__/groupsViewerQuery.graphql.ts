/**
 * @generated SignedSource<<a0518c36bfb19e49a0b89caade4baa40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type groupsViewerQuery$variables = Record<PropertyKey, never>;
export type groupsViewerQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type groupsViewerQuery = {
  response: groupsViewerQuery$data;
  variables: groupsViewerQuery$variables;
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "groupsViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "groupsViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "626bd270d56ad0a5b4d2ae4ff9ed1173",
    "id": null,
    "metadata": {},
    "name": "groupsViewerQuery",
    "operationKind": "query",
    "text": "query groupsViewerQuery {\n  viewer {\n    user {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2269254b0cf590ff6e8dd588c789f15";

export default node;
