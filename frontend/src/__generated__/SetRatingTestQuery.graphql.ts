/**
 * @generated SignedSource<<29a27619fffab9089c009b4d2514463c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetRatingTestQuery$variables = Record<PropertyKey, never>;
export type SetRatingTestQuery$data = {
  readonly node: {
    readonly rating: {
      readonly " $fragmentSpreads": FragmentRefs<"SetRating_set">;
    } | null | undefined;
  } | null | undefined;
};
export type SetRatingTestQuery = {
  response: SetRatingTestQuery$data;
  variables: SetRatingTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "S1"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetRatingTestQuery",
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
                  "name": "SetRating_set"
                }
              ],
              "type": "Set",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "rating"
          }
        ],
        "storageKey": "node(id:\"S1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetRatingTestQuery",
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
                "name": "myRating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "myRatingDidNotSee",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RatingSummary",
                "kind": "LinkedField",
                "name": "ratingSummary",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "average",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "distribution",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Set",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"S1\")"
      }
    ]
  },
  "params": {
    "cacheID": "24173d2929a0ded27256069775525aeb",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "node.canRate": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.myRating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "node.myRatingDidNotSee": (v1/*:: as any*/),
        "node.ratingSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RatingSummary"
        },
        "node.ratingSummary.average": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "node.ratingSummary.count": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.ratingSummary.distribution": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Int"
        }
      }
    },
    "name": "SetRatingTestQuery",
    "operationKind": "query",
    "text": "query SetRatingTestQuery {\n  node(id: \"S1\") {\n    __typename\n    ...SetRating_set\n    id\n  }\n}\n\nfragment SetRating_set on Set {\n  id\n  myRating\n  myRatingDidNotSee\n  canRate\n  ratingSummary {\n    average\n    count\n    distribution\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb956b4119c8279c2aa4ca6fd2f884ce";

export default node;
