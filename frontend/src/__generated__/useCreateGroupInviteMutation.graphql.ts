/**
 * @generated SignedSource<<3fd239b57fb4bdbc33026a778ca98159>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateGroupInviteInput = {
  expiresInDays?: number | null | undefined;
  groupId: string;
  maxUses?: number | null | undefined;
};
export type useCreateGroupInviteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateGroupInviteInput;
};
export type useCreateGroupInviteMutation$data = {
  readonly createGroupInvite: {
    readonly inviteEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"InviteRow_invite">;
      };
    };
    readonly token: string;
  };
};
export type useCreateGroupInviteMutation = {
  response: useCreateGroupInviteMutation$data;
  variables: useCreateGroupInviteMutation$variables;
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
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "useCreateGroupInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateGroupInvitePayload",
        "kind": "LinkedField",
        "name": "createGroupInvite",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupInviteEdge",
            "kind": "LinkedField",
            "name": "inviteEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupInvite",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "InviteRow_invite"
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateGroupInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateGroupInvitePayload",
        "kind": "LinkedField",
        "name": "createGroupInvite",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupInviteEdge",
            "kind": "LinkedField",
            "name": "inviteEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupInvite",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxUses",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "usedCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  }
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
            "name": "inviteEdge",
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
    "cacheID": "4b531747b904ab3b1e7a34f77a870a74",
    "id": null,
    "metadata": {},
    "name": "useCreateGroupInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateGroupInviteMutation(\n  $input: CreateGroupInviteInput!\n) {\n  createGroupInvite(input: $input) {\n    token\n    inviteEdge {\n      cursor\n      node {\n        id\n        ...InviteRow_invite\n      }\n    }\n  }\n}\n\nfragment InviteRow_invite on GroupInvite {\n  id\n  createdAt\n  expiresAt\n  maxUses\n  usedCount\n  status\n}\n"
  }
};
})();

(node as any).hash = "f1c432d6c45c8ecf53bafe4a06f602d3";

export default node;
