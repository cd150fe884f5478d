/**
 * @generated SignedSource<<3ac7174474bcd75f64c574d9ff763e7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteType = "INTERESTED" | "MUST_GO" | "WONT_GO" | "%future added value";
export type timetableSyncQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
  since?: string | null | undefined;
};
export type timetableSyncQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly id: string;
      readonly syncedTimetable: ReadonlyArray<{
        readonly id: string;
      }> | null | undefined;
      readonly timetableChanges: {
        readonly complete: boolean;
        readonly myVotes: ReadonlyArray<{
          readonly setId: string;
          readonly vote: VoteType;
        }>;
        readonly removedSetIds: ReadonlyArray<string>;
        readonly sets: ReadonlyArray<{
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
        }>;
        readonly watermark: string;
      };
      readonly timetableWatermark: string | null | undefined;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type timetableSyncQuery = {
  response: timetableSyncQuery$data;
  variables: timetableSyncQuery$variables;
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
  "name": "since"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "festivalSlug"
      }
    ],
    "concreteType": "Festival",
    "kind": "LinkedField",
    "name": "festival",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "slug",
            "variableName": "editionSlug"
          }
        ],
        "concreteType": "Edition",
        "kind": "LinkedField",
        "name": "edition",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "since",
                "variableName": "since"
              }
            ],
            "concreteType": "TimetableChanges",
            "kind": "LinkedField",
            "name": "timetableChanges",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watermark",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "complete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "removedSetIds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TimetableVote",
                "kind": "LinkedField",
                "name": "myVotes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vote",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "sets",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timetableWatermark",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "syncedTimetable",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "timetableSyncQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "timetableSyncQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "9ee1d93ef0827cb361ce67bb37f5fbd0",
    "id": null,
    "metadata": {},
    "name": "timetableSyncQuery",
    "operationKind": "query",
    "text": "query timetableSyncQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n  $since: String\n) {\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      timetableChanges(since: $since) {\n        watermark\n        complete\n        removedSetIds\n        myVotes {\n          setId\n          vote\n        }\n        sets {\n          id\n          slug\n          name\n          timeStart\n          timeEnd\n          myVote\n          stage {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f355245a11e19e7005c0ce606276a304";

export default node;
