/**
 * @generated SignedSource<<4fb2a8ca50c5bb3346e8bb09ee82db3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingsSectionTestQuery$variables = Record<PropertyKey, never>;
export type RatingsSectionTestQuery$data = {
  readonly node: {
    readonly ratingStats?: {
      readonly " $fragmentSpreads": FragmentRefs<"RatingsSection_stats">;
    };
  } | null | undefined;
};
export type RatingsSectionTestQuery = {
  response: RatingsSectionTestQuery$data;
  variables: RatingsSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "E1"
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
  "alias": null,
  "args": null,
  "concreteType": "RatingSummary",
  "kind": "LinkedField",
  "name": "summary",
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
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "RatingSummary"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RatingsSectionTestQuery",
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
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RatingStats",
                "kind": "LinkedField",
                "name": "ratingStats",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RatingsSection_stats"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"E1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RatingsSectionTestQuery",
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
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RatingStats",
                "kind": "LinkedField",
                "name": "ratingStats",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "csvPath",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StageRatingStats",
                    "kind": "LinkedField",
                    "name": "stages",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Stage",
                        "kind": "LinkedField",
                        "name": "stage",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SetRatingStats",
                    "kind": "LinkedField",
                    "name": "sets",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
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
                          }
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "didNotSee",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "node(id:\"E1\")"
      }
    ]
  },
  "params": {
    "cacheID": "9beca2393665bea55a833bf25ab4eb72",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.ratingStats": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "RatingStats"
        },
        "node.ratingStats.csvPath": (v4/*:: as any*/),
        "node.ratingStats.sets": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SetRatingStats"
        },
        "node.ratingStats.sets.didNotSee": (v6/*:: as any*/),
        "node.ratingStats.sets.set": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Set"
        },
        "node.ratingStats.sets.set.id": (v5/*:: as any*/),
        "node.ratingStats.sets.set.name": (v4/*:: as any*/),
        "node.ratingStats.sets.set.stage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Stage"
        },
        "node.ratingStats.sets.set.stage.id": (v5/*:: as any*/),
        "node.ratingStats.sets.set.stage.name": (v4/*:: as any*/),
        "node.ratingStats.sets.summary": (v7/*:: as any*/),
        "node.ratingStats.sets.summary.average": (v8/*:: as any*/),
        "node.ratingStats.sets.summary.count": (v6/*:: as any*/),
        "node.ratingStats.sets.summary.distribution": (v9/*:: as any*/),
        "node.ratingStats.stages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "StageRatingStats"
        },
        "node.ratingStats.stages.stage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Stage"
        },
        "node.ratingStats.stages.stage.id": (v5/*:: as any*/),
        "node.ratingStats.stages.stage.name": (v4/*:: as any*/),
        "node.ratingStats.stages.summary": (v7/*:: as any*/),
        "node.ratingStats.stages.summary.average": (v8/*:: as any*/),
        "node.ratingStats.stages.summary.count": (v6/*:: as any*/),
        "node.ratingStats.stages.summary.distribution": (v9/*:: as any*/)
      }
    },
    "name": "RatingsSectionTestQuery",
    "operationKind": "query",
    "text": "query RatingsSectionTestQuery {\n  node(id: \"E1\") {\n    __typename\n    ... on Edition {\n      ratingStats {\n        ...RatingsSection_stats\n      }\n    }\n    id\n  }\n}\n\nfragment RatingsSection_stats on RatingStats {\n  csvPath\n  stages {\n    stage {\n      id\n      name\n    }\n    summary {\n      average\n      count\n      distribution\n    }\n  }\n  sets {\n    set {\n      id\n      name\n      stage {\n        name\n        id\n      }\n    }\n    summary {\n      average\n      count\n      distribution\n    }\n    didNotSee\n  }\n}\n"
  }
};
})();

(node as any).hash = "642042b6f9d9f35d3a7c901aca19cc10";

export default node;
