/**
 * @generated SignedSource<<8ad2adb933accc95d6f4729b46cf69be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type NowRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
};
export type NowRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly dayStartHour: number;
      readonly id: string;
      readonly savedPlan: {
        readonly items: ReadonlyArray<{
          readonly set: {
            readonly id: string;
          };
        }>;
      };
      readonly stages: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
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
      readonly " $fragmentSpreads": FragmentRefs<"NowRouteWalk_edition">;
    } | null | undefined;
  } | null | undefined;
  readonly serverTime: string;
};
export type NowRouteQuery = {
  response: NowRouteQuery$data;
  variables: NowRouteQuery$variables;
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
  "name": "serverTime",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "festivalSlug"
  }
],
v4 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "editionSlug"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dayStartHour",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  (v5/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
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
          "selections": [
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
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
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v8/*:: as any*/),
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
          "selections": (v9/*:: as any*/),
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NowRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NowRouteWalk_edition"
              },
              (v11/*:: as any*/)
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
    "name": "NowRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
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
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "walkingMetersPerMinute",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultWalkMinutes",
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "15983c49f13f1776f9c2f0748128f484",
    "id": null,
    "metadata": {},
    "name": "NowRouteQuery",
    "operationKind": "query",
    "text": "query NowRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n) {\n  serverTime\n  festival(slug: $festivalSlug) {\n    edition(slug: $editionSlug) {\n      id\n      timeZone\n      dayStartHour\n      stages {\n        id\n        name\n      }\n      savedPlan {\n        items {\n          set {\n            id\n          }\n        }\n      }\n      ...NowRouteWalk_edition\n    }\n    id\n  }\n}\n\nfragment NowRouteWalk_edition on Edition {\n  walkingMetersPerMinute\n  defaultWalkMinutes\n  stages {\n    id\n    position {\n      x\n      y\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "556fc29acd45f08c6c8b1981e852879d";

export default node;
