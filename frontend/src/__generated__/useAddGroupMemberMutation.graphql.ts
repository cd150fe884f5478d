/**
 * @generated SignedSource<<b491783613b9c4aea4f30ae0736bfc50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddGroupMemberInput = {
  groupId: string;
  usernameOrEmail: string;
};
export type useAddGroupMemberMutation$variables = {
  input: AddGroupMemberInput;
};
export type useAddGroupMemberMutation$data = {
  readonly addGroupMember: {
    readonly group: {
      readonly id: string;
      readonly memberCount: number;
    };
    readonly message: string;
  };
};
export type useAddGroupMemberMutation = {
  response: useAddGroupMemberMutation$data;
  variables: useAddGroupMemberMutation$variables;
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
    "concreteType": "AddGroupMemberPayload",
    "kind": "LinkedField",
    "name": "addGroupMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
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
    "name": "useAddGroupMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddGroupMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f81c8dfeea68147e6d9be76710afdd32",
    "id": null,
    "metadata": {},
    "name": "useAddGroupMemberMutation",
    "operationKind": "mutation",
    "text": "mutation useAddGroupMemberMutation(\n  $input: AddGroupMemberInput!\n) {\n  addGroupMember(input: $input) {\n    message\n    group {\n      id\n      memberCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f667c82fdbf8ba6827ca091a14bf8df1";

export default node;
