/**
 * @generated SignedSource<<0f5132b1c4718169a44d3f16f761bf11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokenScope = "READ" | "VOTE" | "%future added value";
export type CreateAccessTokenInput = {
  expiresInDays: number;
  name: string;
  scopes: ReadonlyArray<AccessTokenScope>;
};
export type useAccessTokenMutationsCreateMutation$variables = {
  input: CreateAccessTokenInput;
};
export type useAccessTokenMutationsCreateMutation$data = {
  readonly createAccessToken: {
    readonly accessToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_token">;
    };
    readonly token: string;
  };
};
export type useAccessTokenMutationsCreateMutation = {
  response: useAccessTokenMutationsCreateMutation$data;
  variables: useAccessTokenMutationsCreateMutation$variables;
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
  "name": "token",
  "storageKey": null
},
v3 = {
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
    "name": "useAccessTokenMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateAccessTokenPayload",
        "kind": "LinkedField",
        "name": "createAccessToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessToken",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccessTokens_token"
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
    "name": "useAccessTokenMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateAccessTokenPayload",
        "kind": "LinkedField",
        "name": "createAccessToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessToken",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "scopes",
                "storageKey": null
              },
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
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
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
    "cacheID": "8582772985a0dc29fe352d36707547f2",
    "id": null,
    "metadata": {},
    "name": "useAccessTokenMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useAccessTokenMutationsCreateMutation(\n  $input: CreateAccessTokenInput!\n) {\n  createAccessToken(input: $input) {\n    token\n    accessToken {\n      id\n      ...AccessTokens_token\n    }\n  }\n}\n\nfragment AccessTokens_token on AccessToken {\n  id\n  name\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n  active\n}\n"
  }
};
})();

(node as any).hash = "3b79eac1db50f749da64f5baccd3025f";

export default node;
