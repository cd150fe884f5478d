/**
 * @generated SignedSource<<dc45f150fb0280d6507da4167cc5d1b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetCardTestQuery$variables = Record<PropertyKey, never>;
export type SetCardTestQuery$data = {
  readonly node: {
    readonly set: {
      readonly " $fragmentSpreads": FragmentRefs<"SetCard_set">;
    } | null | undefined;
  } | null | undefined;
};
export type SetCardTestQuery = {
  response: SetCardTestQuery$data;
  variables: SetCardTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
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
    "name": "SetCardTestQuery",
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
                  "name": "SetCard_set"
                }
              ],
              "type": "Set",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "set"
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
    "name": "SetCardTestQuery",
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stage",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "artists",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MusicGenre",
                    "kind": "LinkedField",
                    "name": "genres",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "myVote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VoteTally",
                "kind": "LinkedField",
                "name": "tally",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mustGo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "interested",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wontGo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "netScore",
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
    "cacheID": "5f6c2bca4dedbd16f077bf5366526e44",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.artists": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Artist"
        },
        "node.artists.genres": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MusicGenre"
        },
        "node.artists.genres.id": (v4/*:: as any*/),
        "node.artists.genres.name": (v3/*:: as any*/),
        "node.artists.id": (v4/*:: as any*/),
        "node.artists.imageUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.artists.name": (v3/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.myVote": {
          "enumValues": [
            "MUST_GO",
            "INTERESTED",
            "WONT_GO"
          ],
          "nullable": true,
          "plural": false,
          "type": "VoteType"
        },
        "node.name": (v3/*:: as any*/),
        "node.slug": (v3/*:: as any*/),
        "node.stage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Stage"
        },
        "node.stage.id": (v4/*:: as any*/),
        "node.stage.name": (v3/*:: as any*/),
        "node.tally": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VoteTally"
        },
        "node.tally.interested": (v5/*:: as any*/),
        "node.tally.mustGo": (v5/*:: as any*/),
        "node.tally.netScore": (v5/*:: as any*/),
        "node.tally.total": (v5/*:: as any*/),
        "node.tally.wontGo": (v5/*:: as any*/),
        "node.timeEnd": (v6/*:: as any*/),
        "node.timeStart": (v6/*:: as any*/)
      }
    },
    "name": "SetCardTestQuery",
    "operationKind": "query",
    "text": "query SetCardTestQuery {\n  node(id: \"S1\") {\n    __typename\n    ...SetCard_set\n    id\n  }\n}\n\nfragment SetCard_set on Set {\n  id\n  slug\n  name\n  timeStart\n  timeEnd\n  stage {\n    name\n    id\n  }\n  artists {\n    id\n    name\n    imageUrl\n    genres {\n      id\n      name\n    }\n  }\n  ...VoteButtons_set_1pa90M\n  ...SetTally_set\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set_1pa90M on Set {\n  id\n  name\n  myVote\n}\n"
  }
};
})();

(node as any).hash = "dd4307c5cf79e78577f616806a667d3a";

export default node;
