/**
 * @generated SignedSource<<af623042f2d3419524c98d35756d27f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NowRouteWalkQuery$variables = {
  editionId: string;
  from: string;
  to: string;
};
export type NowRouteWalkQuery$data = {
  readonly node: {
    readonly walkMinutes?: number;
  } | null | undefined;
};
export type NowRouteWalkQuery = {
  response: NowRouteWalkQuery$data;
  variables: NowRouteWalkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "editionId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "editionId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "kind": "ScalarField",
      "name": "walkMinutes",
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NowRouteWalkQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NowRouteWalkQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "fb7b51a088f813339a62fc6e5b5eaa40",
    "id": null,
    "metadata": {},
    "name": "NowRouteWalkQuery",
    "operationKind": "query",
    "text": "query NowRouteWalkQuery(\n  $editionId: ID!\n  $from: ID!\n  $to: ID!\n) {\n  node(id: $editionId) {\n    __typename\n    ... on Edition {\n      walkMinutes(from: $from, to: $to)\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed364b21bea2a39e085b2f1befab3d36";

export default node;
