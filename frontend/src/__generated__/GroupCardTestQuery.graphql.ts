/**
 * @generated SignedSource<<8f0cab767acd2754b9daceaa04c5e0ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCardTestQuery$variables = Record<PropertyKey, never>;
export type GroupCardTestQuery$data = {
  readonly node: {
    readonly group: {
      readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
    } | null | undefined;
  } | null | undefined;
};
export type GroupCardTestQuery = {
  response: GroupCardTestQuery$data;
  variables: GroupCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "G1"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GroupCard_group"
                }
              ],
              "type": "Group",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "group"
          }
        ],
        "storageKey": "node(id:\"G1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GroupCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "description",
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
            "type": "Group",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"G1\")"
      }
    ]
  },
  "params": {
    "cacheID": "fe6b032e5b54dba9d410f48eb81ca1a5",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.description": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.isMember": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.memberCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.name": (v1/*:: as any*/)
      }
    },
    "name": "GroupCardTestQuery",
    "operationKind": "query",
    "text": "query GroupCardTestQuery {\n  node(id: \"G1\") {\n    __typename\n    ...GroupCard_group\n    id\n  }\n}\n\nfragment GroupCard_group on Group {\n  id\n  name\n  description\n  memberCount\n  isMember\n}\n"
  }
};
})();

(node as any).hash = "7273d267386f4e44c13a199732824710";

export default node;
