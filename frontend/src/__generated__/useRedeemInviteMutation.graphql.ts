/**
 * @generated SignedSource<<7eba777833f100ae3d7797b2e54a3293>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemInviteInput = {
  token: string;
};
export type useRedeemInviteMutation$variables = {
  input: RedeemInviteInput;
};
export type useRedeemInviteMutation$data = {
  readonly redeemInvite: {
    readonly alreadyMember: boolean;
    readonly group: {
      readonly id: string;
      readonly isMember: boolean;
      readonly memberCount: number;
      readonly name: string;
    } | null | undefined;
    readonly message: string;
    readonly reason: string | null | undefined;
    readonly success: boolean;
  };
};
export type useRedeemInviteMutation = {
  response: useRedeemInviteMutation$data;
  variables: useRedeemInviteMutation$variables;
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
    "concreteType": "RedeemInvitePayload",
    "kind": "LinkedField",
    "name": "redeemInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyMember",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMember",
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
    "name": "useRedeemInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "066bad8a3e916de365e1102482f174dc",
    "id": null,
    "metadata": {},
    "name": "useRedeemInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useRedeemInviteMutation(\n  $input: RedeemInviteInput!\n) {\n  redeemInvite(input: $input) {\n    success\n    message\n    reason\n    alreadyMember\n    group {\n      id\n      name\n      memberCount\n      isMember\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47dee87d1d1983cb99e80aafa69a1d37";

export default node;
