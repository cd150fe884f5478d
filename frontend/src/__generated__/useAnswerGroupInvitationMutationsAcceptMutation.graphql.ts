/**
 * @generated SignedSource<<a3c4b4b3211cd0bf919c2b1776ddac4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AcceptGroupInvitationInput = {
  invitationId: string;
};
export type useAnswerGroupInvitationMutationsAcceptMutation$variables = {
  groupConnections: ReadonlyArray<string>;
  input: AcceptGroupInvitationInput;
  invitationConnections: ReadonlyArray<string>;
};
export type useAnswerGroupInvitationMutationsAcceptMutation$data = {
  readonly acceptGroupInvitation: {
    readonly acceptedInvitationId: string;
    readonly group: {
      readonly id: string;
      readonly isMember: boolean;
      readonly memberCount: number;
      readonly name: string;
    };
    readonly groupEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
      };
    };
    readonly pendingGroupInvitationCount: number;
  };
};
export type useAnswerGroupInvitationMutationsAcceptMutation = {
  response: useAnswerGroupInvitationMutationsAcceptMutation$data;
  variables: useAnswerGroupInvitationMutationsAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupConnections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invitationConnections"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acceptedInvitationId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingGroupInvitationCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMember",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnswerGroupInvitationMutationsAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AcceptGroupInvitationPayload",
        "kind": "LinkedField",
        "name": "acceptGroupInvitation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupEdge",
            "kind": "LinkedField",
            "name": "groupEdge",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupCard_group"
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAnswerGroupInvitationMutationsAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AcceptGroupInvitationPayload",
        "kind": "LinkedField",
        "name": "acceptGroupInvitation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "acceptedInvitationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "invitationConnections"
              }
            ]
          },
          (v5/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupEdge",
            "kind": "LinkedField",
            "name": "groupEdge",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "groupEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "groupConnections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "86308112e55c63ab146204fa12a02f0b",
    "id": null,
    "metadata": {},
    "name": "useAnswerGroupInvitationMutationsAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerGroupInvitationMutationsAcceptMutation(\n  $input: AcceptGroupInvitationInput!\n) {\n  acceptGroupInvitation(input: $input) {\n    acceptedInvitationId\n    pendingGroupInvitationCount\n    group {\n      id\n      name\n      isMember\n      memberCount\n    }\n    groupEdge {\n      cursor\n      node {\n        id\n        ...GroupCard_group\n      }\n    }\n  }\n}\n\nfragment GroupCard_group on Group {\n  id\n  name\n  description\n  memberCount\n  isMember\n}\n"
  }
};
})();

(node as any).hash = "31629028670a8f2bf576a4dc9d99c651";

export default node;
