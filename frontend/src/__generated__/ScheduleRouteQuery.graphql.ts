/**
 * @generated SignedSource<<00ca44b784ae1614adfdccf72ed20754>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type ScheduleRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
  q?: string | null | undefined;
  search: boolean;
};
export type ScheduleRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly dayStartHour: number;
      readonly endDate: string | null | undefined;
      readonly id: string;
      readonly matches?: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly published: boolean;
      readonly savedPlan: {
        readonly items: ReadonlyArray<{
          readonly set: {
            readonly id: string;
          };
        }>;
        readonly problems: ReadonlyArray<{
          readonly message: string;
        }>;
      };
      readonly stages: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly startDate: string | null | undefined;
      readonly syncedTimetable: ReadonlyArray<{
        readonly id: string;
        readonly myVote: VoteType | null | undefined;
        readonly name: string;
        readonly slug: string;
        readonly stage: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly timeEnd: string | null | undefined;
        readonly timeStart: string | null | undefined;
      }> | null | undefined;
      readonly timeZone: string;
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedPanel_edition">;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type ScheduleRouteQuery = {
  response: ScheduleRouteQuery$data;
  variables: ScheduleRouteQuery$variables;
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
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "q"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = {
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
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
  "name": "startDate",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dayStartHour",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = [
  (v4/*:: as any*/),
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stages",
  "plural": true,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "condition": "search",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "matches",
      "args": [
        {
          "kind": "Variable",
          "name": "q",
          "variableName": "q"
        }
      ],
      "concreteType": "Set",
      "kind": "LinkedField",
      "name": "timetable",
      "plural": true,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    }
  ]
},
v18 = {
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
        {
          "alias": null,
          "args": null,
          "concreteType": "Set",
          "kind": "LinkedField",
          "name": "set",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v14/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "myVote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Stage",
          "kind": "LinkedField",
          "name": "stage",
          "plural": false,
          "selections": (v15/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduleRouteQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CalendarFeedPanel_edition"
              },
              (v19/*:: as any*/)
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ScheduleRouteQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "planDownloadPath",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarFeed",
                "kind": "LinkedField",
                "name": "calendarFeed",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ed1d4f4afb343f0646cb91928876df47",
    "id": null,
    "metadata": {},
    "name": "ScheduleRouteQuery",
    "operationKind": "query",
    "text": "query ScheduleRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n  $q: String\n  $search: Boolean!\n) {\n  viewer {\n    user {\n      id\n    }\n  }\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      published\n      startDate\n      endDate\n      timeZone\n      dayStartHour\n      stages {\n        id\n        name\n      }\n      matches: timetable(q: $q) @include(if: $search) {\n        id\n      }\n      savedPlan {\n        items {\n          set {\n            id\n          }\n        }\n        problems {\n          message\n        }\n      }\n      ...CalendarFeedPanel_edition\n    }\n  }\n}\n\nfragment CalendarFeedPanel_edition on Edition {\n  id\n  planDownloadPath\n  calendarFeed {\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f59983502a4d3f1fba9c123e9edcffca";

export default node;
