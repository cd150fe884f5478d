/**
 * @generated SignedSource<<3d1af990361a44983a910d5640429400>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type useGroupTallyLiveQuery$variables = {
  groupId: string;
  setId: string;
};
export type useGroupTallyLiveQuery$data = {
  readonly node: {
    readonly groupVotes?: ReadonlyArray<{
      readonly vote: VoteType;
    }>;
  } | null | undefined;
};
export type useGroupTallyLiveQuery = {
  response: useGroupTallyLiveQuery$data;
  variables: useGroupTallyLiveQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "setId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "setId"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "groupId",
          "variableName": "groupId"
        }
      ],
      "concreteType": "GroupVote",
      "kind": "LinkedField",
      "name": "groupVotes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vote",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Set",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useGroupTallyLiveQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useGroupTallyLiveQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
          (v3/*:: as any*/),
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
    "cacheID": "2dabee8152db795c6646749c0fdac596",
    "id": null,
    "metadata": {},
    "name": "useGroupTallyLiveQuery",
    "operationKind": "query",
    "text": "query useGroupTallyLiveQuery(\n  $setId: ID!\n  $groupId: ID!\n) {\n  node(id: $setId) {\n    __typename\n    ... on Set {\n      groupVotes(groupId: $groupId) {\n        vote\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b8d3466833dc7fe94fd5115439a594e";

export default node;
