/**
 * @generated SignedSource<<1438312365e34c19b8a144bc603c00bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PoiKind = "ACCESSIBILITY" | "BAR" | "CAMPING" | "CHARGING" | "EXIT" | "FIRST_AID" | "FOOD" | "INFO" | "LOCKERS" | "OTHER" | "TOILETS" | "WATER" | "%future added value";
export type MapRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
};
export type MapRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly dayStartHour: number;
      readonly defaultWalkMinutes: number;
      readonly georeference: {
        readonly origin: {
          readonly latitude: number;
          readonly longitude: number;
        };
        readonly scale: number;
        readonly transform: ReadonlyArray<number>;
      } | null | undefined;
      readonly georeferenced: boolean;
      readonly id: string;
      readonly mapHeightPx: number | null | undefined;
      readonly mapUrl: string | null | undefined;
      readonly mapWidthMeters: number | null | undefined;
      readonly mapWidthPx: number | null | undefined;
      readonly myPins: ReadonlyArray<{
        readonly id: string;
        readonly label: string;
        readonly position: {
          readonly x: number;
          readonly y: number;
        };
      }>;
      readonly plan: {
        readonly items: ReadonlyArray<{
          readonly set: {
            readonly id: string;
            readonly name: string;
            readonly stage: {
              readonly id: string;
              readonly name: string;
            } | null | undefined;
            readonly timeEnd: string | null | undefined;
            readonly timeStart: string | null | undefined;
          };
          readonly walkMinutesBefore: number;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"PlanView_plan">;
      };
      readonly pointsOfInterest: ReadonlyArray<{
        readonly id: string;
        readonly kind: PoiKind;
        readonly name: string;
        readonly openingHours: string | null | undefined;
        readonly position: {
          readonly x: number;
          readonly y: number;
        };
      }>;
      readonly published: boolean;
      readonly savedPlan: {
        readonly items: ReadonlyArray<{
          readonly set: {
            readonly id: string;
            readonly name: string;
            readonly stage: {
              readonly id: string;
              readonly name: string;
            } | null | undefined;
            readonly timeEnd: string | null | undefined;
            readonly timeStart: string | null | undefined;
          };
          readonly walkMinutesBefore: number;
        }>;
        readonly problems: ReadonlyArray<{
          readonly message: string;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"SavedPlanView_savedPlan">;
      };
      readonly stages: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly position: {
          readonly x: number;
          readonly y: number;
        } | null | undefined;
      }>;
      readonly syncedTimetable: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly stage: {
          readonly id: string;
        } | null | undefined;
        readonly timeEnd: string | null | undefined;
        readonly timeStart: string | null | undefined;
      }> | null | undefined;
      readonly timeZone: string;
      readonly walkingMetersPerMinute: number;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly viewer: {
    readonly groups: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly sharingUntil: string | null | undefined;
        };
      }>;
    };
    readonly user: {
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"CrewPlan_viewer">;
  } | null | undefined;
};
export type MapRouteQuery = {
  response: MapRouteQuery$data;
  variables: MapRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editionSlug"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "festivalSlug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "GroupConnection",
  "kind": "LinkedField",
  "name": "groups",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sharingUntil",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "groups(first:100)"
},
v7 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "festivalSlug"
  }
],
v8 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "editionSlug"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapUrl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthPx",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapHeightPx",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthMeters",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "walkingMetersPerMinute",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultWalkMinutes",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dayStartHour",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "georeferenced",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "MapGeoreference",
  "kind": "LinkedField",
  "name": "georeference",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GeoPoint",
      "kind": "LinkedField",
      "name": "origin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latitude",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longitude",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scale",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "StagePosition",
  "kind": "LinkedField",
  "name": "position",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "x",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "y",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "PointOfInterest",
  "kind": "LinkedField",
  "name": "pointsOfInterest",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openingHours",
      "storageKey": null
    },
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "PrivatePin",
  "kind": "LinkedField",
  "name": "myPins",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stages",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v5/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "walkMinutesBefore",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeStart",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeEnd",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "PlanItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v24/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Set",
      "kind": "LinkedField",
      "name": "set",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v5/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v30 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Set",
      "kind": "LinkedField",
      "name": "syncedTimetable",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v5/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Stage",
          "kind": "LinkedField",
          "name": "stage",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "Set",
  "kind": "LinkedField",
  "name": "set",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v5/*:: as any*/),
    (v25/*:: as any*/),
    (v26/*:: as any*/),
    (v27/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v32 = [
  (v29/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Set",
    "kind": "LinkedField",
    "name": "set",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CrewPlan_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  (v28/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlanView_plan"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPlan",
                "kind": "LinkedField",
                "name": "savedPlan",
                "plural": false,
                "selections": [
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanProblem",
                    "kind": "LinkedField",
                    "name": "problems",
                    "plural": true,
                    "selections": [
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SavedPlanView_savedPlan"
                  }
                ],
                "storageKey": null
              },
              (v30/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MapRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v24/*:: as any*/),
                      (v31/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanLeftOut",
                    "kind": "LinkedField",
                    "name": "leftOut",
                    "plural": true,
                    "selections": (v32/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPlan",
                "kind": "LinkedField",
                "name": "savedPlan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v24/*:: as any*/),
                      (v31/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanProblem",
                    "kind": "LinkedField",
                    "name": "problems",
                    "plural": true,
                    "selections": (v32/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "savedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v30/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "76d04f626291150c31e0faa4c1d9d27b",
    "id": null,
    "metadata": {},
    "name": "MapRouteQuery",
    "operationKind": "query",
    "text": "query MapRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n) {\n  viewer {\n    user {\n      id\n    }\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          name\n          sharingUntil\n        }\n      }\n    }\n    ...CrewPlan_viewer\n  }\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      published\n      timeZone\n      mapUrl\n      mapWidthPx\n      mapHeightPx\n      mapWidthMeters\n      walkingMetersPerMinute\n      defaultWalkMinutes\n      dayStartHour\n      georeferenced\n      georeference {\n        origin {\n          latitude\n          longitude\n        }\n        transform\n        scale\n      }\n      pointsOfInterest {\n        id\n        kind\n        name\n        openingHours\n        position {\n          x\n          y\n        }\n      }\n      myPins {\n        id\n        label\n        position {\n          x\n          y\n        }\n      }\n      stages {\n        id\n        name\n        position {\n          x\n          y\n        }\n      }\n      plan {\n        items {\n          walkMinutesBefore\n          set {\n            id\n            name\n            timeStart\n            timeEnd\n            stage {\n              id\n              name\n            }\n          }\n        }\n        ...PlanView_plan\n      }\n      savedPlan {\n        items {\n          walkMinutesBefore\n          set {\n            id\n            name\n            timeStart\n            timeEnd\n            stage {\n              id\n              name\n            }\n          }\n        }\n        problems {\n          message\n        }\n        ...SavedPlanView_savedPlan\n      }\n    }\n  }\n}\n\nfragment CrewPlan_viewer on Viewer {\n  groups(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment PlanView_plan on Plan {\n  score\n  items {\n    value\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      timeEnd\n      stage {\n        id\n        name\n      }\n    }\n  }\n  leftOut {\n    message\n    set {\n      id\n    }\n  }\n}\n\nfragment SavedPlanView_savedPlan on SavedPlan {\n  savedAt\n  items {\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      stage {\n        name\n        id\n      }\n    }\n  }\n  problems {\n    message\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdafa64cfbef453fecd6bec35ca8c136";

export default node;
