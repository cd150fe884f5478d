/**
 * @generated SignedSource<<34f10dd8c6c627b94f05559077c48bef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevokeAccessTokenInput = {
  accessTokenId: string;
};
export type useAccessTokenMutationsRevokeMutation$variables = {
  input: RevokeAccessTokenInput;
};
export type useAccessTokenMutationsRevokeMutation$data = {
  readonly revokeAccessToken: {
    readonly accessToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_token">;
    };
  };
};
export type useAccessTokenMutationsRevokeMutation = {
  response: useAccessTokenMutationsRevokeMutation$data;
  variables: useAccessTokenMutationsRevokeMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAccessTokenMutationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeAccessTokenPayload",
        "kind": "LinkedField",
        "name": "revokeAccessToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessToken",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "name": "useAccessTokenMutationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeAccessTokenPayload",
        "kind": "LinkedField",
        "name": "revokeAccessToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessToken",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "cacheID": "a8cf0c2be7081fcdf8b70171bec16103",
    "id": null,
    "metadata": {},
    "name": "useAccessTokenMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation useAccessTokenMutationsRevokeMutation(\n  $input: RevokeAccessTokenInput!\n) {\n  revokeAccessToken(input: $input) {\n    accessToken {\n      id\n      ...AccessTokens_token\n    }\n  }\n}\n\nfragment AccessTokens_token on AccessToken {\n  id\n  name\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n  active\n}\n"
  }
};
})();

(node as any).hash = "90b76c399d84a4b0e61efb0a1085b995";

export default node;
