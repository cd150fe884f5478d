/**
 * @generated SignedSource<<01fa62651db995d7da464fc948c8effb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"SetTally_set" | "VoteButtons_set">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applied",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vote",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetVotePayload",
        "kind": "LinkedField",
        "name": "setVote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VoteButtons_set"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SetTally_set"
              }
            ],
            "storageKey": null
          }
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
    "name": "useSetVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetVotePayload",
        "kind": "LinkedField",
        "name": "setVote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
    ]
  },
  "params": {
    "cacheID": "e08248db873094fc11d6f668da4f1883",
    "id": null,
    "metadata": {},
    "name": "useSetVoteMutation",
    "operationKind": "mutation",
    "text": "mutation useSetVoteMutation(\n  $input: SetVoteInput!\n) {\n  setVote(input: $input) {\n    applied\n    vote\n    set {\n      id\n      ...VoteButtons_set\n      ...SetTally_set\n    }\n  }\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set on Set {\n  id\n  name\n  myVote\n}\n"
  }
};
})();

(node as any).hash = "5f52223c4baf2360bc0080f45f45577d";

export default node;
