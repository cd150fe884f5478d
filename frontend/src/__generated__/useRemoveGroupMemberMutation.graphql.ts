/**
 * @generated SignedSource<<2acdeee615253ada5fea4752774092ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveGroupMemberInput = {
  groupId: string;
  memberId: string;
};
export type useRemoveGroupMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveGroupMemberInput;
};
export type useRemoveGroupMemberMutation$data = {
  readonly removeGroupMember: {
    readonly group: {
      readonly id: string;
      readonly memberCount: number;
    };
    readonly removedMemberId: string;
  };
};
export type useRemoveGroupMemberMutation = {
  response: useRemoveGroupMemberMutation$data;
  variables: useRemoveGroupMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
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
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedMemberId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveGroupMemberPayload",
        "kind": "LinkedField",
        "name": "removeGroupMember",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRemoveGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveGroupMemberPayload",
        "kind": "LinkedField",
        "name": "removeGroupMember",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedMemberId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d458b7b5522551e1a7b02aaeee66eaf7",
    "id": null,
    "metadata": {},
    "name": "useRemoveGroupMemberMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveGroupMemberMutation(\n  $input: RemoveGroupMemberInput!\n) {\n  removeGroupMember(input: $input) {\n    group {\n      id\n      memberCount\n    }\n    removedMemberId\n  }\n}\n"
  }
};
})();

(node as any).hash = "da5167b7fc21e5f5234298e369e5ed77";

export default node;
