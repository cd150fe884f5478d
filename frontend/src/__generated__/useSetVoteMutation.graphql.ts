/**
 * @generated SignedSource<<050bfe44294f4f32034721af914ab1b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type SetVoteInput = {
  clientMutationId?: string | null | undefined;
  clientTimestamp?: string | null | undefined;
  setId: string;
  vote?: VoteType | null | undefined;
};
export type useSetVoteMutation$variables = {
  input: SetVoteInput;
};
export type useSetVoteMutation$data = {
  readonly setVote: {
    readonly applied: boolean;
    readonly set: {
      readonly id: string;
      readonly myVote: VoteType | null | undefined;
      readonly tally: {
        readonly average: number;
        readonly interested: number;
        readonly mustGo: number;
        readonly netScore: number;
        readonly popularity: number;
        readonly total: number;
        readonly wontGo: number;
      };
    };
    readonly vote: VoteType | null | undefined;
  };
};
export type useSetVoteMutation = {
  response: useSetVoteMutation$data;
  variables: useSetVoteMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetVotePayload",
    "kind": "LinkedField",
    "name": "setVote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "vote",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Set",
        "kind": "LinkedField",
        "name": "set",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "netScore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "popularity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "average",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetVoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetVoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3cccd98a07bfb14c55102c555c98fb64",
    "id": null,
    "metadata": {},
    "name": "useSetVoteMutation",
    "operationKind": "mutation",
    "text": "mutation useSetVoteMutation(\n  $input: SetVoteInput!\n) {\n  setVote(input: $input) {\n    applied\n    vote\n    set {\n      id\n      myVote\n      tally {\n        mustGo\n        interested\n        wontGo\n        total\n        netScore\n        popularity\n        average\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c28dfef4432165bdbf4ba2bbb2462139";

export default node;
