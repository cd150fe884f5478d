/**
 * @generated SignedSource<<b446868d8255b0ce572622c35ea01319>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MapRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
};
export type MapRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly defaultWalkMinutes: number;
      readonly id: string;
      readonly mapHeightPx: number | null | undefined;
      readonly mapUrl: string | null | undefined;
      readonly mapWidthMeters: number | null | undefined;
      readonly mapWidthPx: number | null | undefined;
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
v5 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "festivalSlug"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "editionSlug"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthPx",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapHeightPx",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthMeters",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "walkingMetersPerMinute",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultWalkMinutes",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stages",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v15/*:: as any*/),
    {
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
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "walkMinutesBefore",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeStart",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeEnd",
  "storageKey": null
},
v20 = [
  (v2/*:: as any*/),
  (v15/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": (v20/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "PlanItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Set",
      "kind": "LinkedField",
      "name": "set",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v15/*:: as any*/),
        (v18/*:: as any*/),
        (v19/*:: as any*/),
        (v21/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v24 = {
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
        (v15/*:: as any*/),
        (v18/*:: as any*/),
        (v19/*:: as any*/),
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
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Set",
  "kind": "LinkedField",
  "name": "set",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v15/*:: as any*/),
    (v18/*:: as any*/),
    (v19/*:: as any*/),
    (v21/*:: as any*/),
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
v26 = [
  (v23/*:: as any*/),
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
        "args": (v5/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
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
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanProblem",
                    "kind": "LinkedField",
                    "name": "problems",
                    "plural": true,
                    "selections": [
                      (v23/*:: as any*/)
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
              (v24/*:: as any*/)
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
          {
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
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "groups(first:100)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
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
                      (v17/*:: as any*/),
                      (v25/*:: as any*/),
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
                    "selections": (v26/*:: as any*/),
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
                      (v17/*:: as any*/),
                      (v25/*:: as any*/)
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
                    "selections": (v26/*:: as any*/),
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
              (v24/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5eb92198bdb5c66e88fb5fc50f48b399",
    "id": null,
    "metadata": {},
    "name": "MapRouteQuery",
    "operationKind": "query",
    "text": "query MapRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n) {\n  viewer {\n    user {\n      id\n    }\n    ...CrewPlan_viewer\n  }\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      published\n      timeZone\n      mapUrl\n      mapWidthPx\n      mapHeightPx\n      mapWidthMeters\n      walkingMetersPerMinute\n      defaultWalkMinutes\n      stages {\n        id\n        name\n        position {\n          x\n          y\n        }\n      }\n      plan {\n        items {\n          walkMinutesBefore\n          set {\n            id\n            name\n            timeStart\n            timeEnd\n            stage {\n              id\n              name\n            }\n          }\n        }\n        ...PlanView_plan\n      }\n      savedPlan {\n        items {\n          walkMinutesBefore\n          set {\n            id\n            name\n            timeStart\n            timeEnd\n            stage {\n              id\n              name\n            }\n          }\n        }\n        problems {\n          message\n        }\n        ...SavedPlanView_savedPlan\n      }\n    }\n  }\n}\n\nfragment CrewPlan_viewer on Viewer {\n  groups(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment PlanView_plan on Plan {\n  score\n  items {\n    value\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      timeEnd\n      stage {\n        id\n        name\n      }\n    }\n  }\n  leftOut {\n    message\n    set {\n      id\n    }\n  }\n}\n\nfragment SavedPlanView_savedPlan on SavedPlan {\n  savedAt\n  items {\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      stage {\n        name\n        id\n      }\n    }\n  }\n  problems {\n    message\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3560960eeaa92100b97e562efacd7868";

export default node;
