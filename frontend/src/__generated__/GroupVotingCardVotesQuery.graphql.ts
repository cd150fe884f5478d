/**
 * @generated SignedSource<<971c0595d84462eca195279931c1bbe3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type GroupVotingCardVotesQuery$variables = {
  groupId: string;
  setId: string;
};
export type GroupVotingCardVotesQuery$data = {
  readonly node: {
    readonly groupVotes?: ReadonlyArray<{
      readonly user: {
        readonly id: string;
        readonly username: string | null | undefined;
      };
      readonly vote: VoteType;
    }>;
    readonly myVote?: VoteType | null | undefined;
    readonly tally?: {
      readonly interested: number;
      readonly mustGo: number;
      readonly wontGo: number;
    };
  } | null | undefined;
};
export type GroupVotingCardVotesQuery = {
  response: GroupVotingCardVotesQuery$data;
  variables: GroupVotingCardVotesQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "myVote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteTally",
      "kind": "LinkedField",
      "name": "tally",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mustGo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interested",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wontGo",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "username",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
    "name": "GroupVotingCardVotesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
    "name": "GroupVotingCardVotesQuery",
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
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ece5a4ca3025f3553ee1638038b8e466",
    "id": null,
    "metadata": {},
    "name": "GroupVotingCardVotesQuery",
    "operationKind": "query",
    "text": "query GroupVotingCardVotesQuery(\n  $setId: ID!\n  $groupId: ID!\n) {\n  node(id: $setId) {\n    __typename\n    ... on Set {\n      myVote\n      tally {\n        mustGo\n        interested\n        wontGo\n      }\n      groupVotes(groupId: $groupId) {\n        user {\n          id\n          username\n        }\n        vote\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0862adf1f8835cc1cdc06637ba2a4c3";

export default node;
