/**
 * @generated SignedSource<<0fdb1d2a47c06bba6d46323c6d025ad6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokensTestQuery$variables = Record<PropertyKey, never>;
export type AccessTokensTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_viewer">;
  } | null | undefined;
};
export type AccessTokensTestQuery = {
  response: AccessTokensTestQuery$data;
  variables: AccessTokensTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Time"
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Time"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessTokensTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccessTokens_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccessTokensTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessTokens",
            "plural": true,
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
    "cacheID": "2c7154a739e899e02f48174cdb52dd6d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.accessTokens": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AccessToken"
        },
        "viewer.accessTokens.active": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.accessTokens.createdAt": (v0/*:: as any*/),
        "viewer.accessTokens.expiresAt": (v0/*:: as any*/),
        "viewer.accessTokens.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.accessTokens.lastUsedAt": (v1/*:: as any*/),
        "viewer.accessTokens.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.accessTokens.revokedAt": (v1/*:: as any*/),
        "viewer.accessTokens.scopes": {
          "enumValues": [
            "READ",
            "VOTE"
          ],
          "nullable": false,
          "plural": true,
          "type": "AccessTokenScope"
        }
      }
    },
    "name": "AccessTokensTestQuery",
    "operationKind": "query",
    "text": "query AccessTokensTestQuery {\n  viewer {\n    ...AccessTokens_viewer\n  }\n}\n\nfragment AccessTokens_token on AccessToken {\n  id\n  name\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n  active\n}\n\nfragment AccessTokens_viewer on Viewer {\n  accessTokens {\n    id\n    ...AccessTokens_token\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b29bff18cfc92731d2ca244f2557591";

export default node;
