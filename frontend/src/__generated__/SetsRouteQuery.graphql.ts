/**
 * @generated SignedSource<<2e72a75371f33f815349d0ac4e1d2ef7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetSort = "DATE_ASC" | "NAME_ASC" | "NAME_DESC" | "POPULARITY_DESC" | "RATING_DESC" | "%future added value";
export type VotePerspective = "EVERYONE" | "GROUP" | "%future added value";
export type SetFilter = {
  genreIds?: ReadonlyArray<string> | null | undefined;
  groupId?: string | null | undefined;
  minRating?: number | null | undefined;
  stageIds?: ReadonlyArray<string> | null | undefined;
  votePerspective?: VotePerspective | null | undefined;
};
export type SetsRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
  filter?: SetFilter | null | undefined;
  first: number;
  sort: SetSort;
};
export type SetsRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly id: string;
      readonly stages: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"SetList_edition">;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly musicGenres: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type SetsRouteQuery = {
  response: SetsRouteQuery$data;
  variables: SetsRouteQuery$variables;
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
  "name": "filter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
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
      "selections": [
        (v5/*:: as any*/)
      ],
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
  "name": "name",
  "storageKey": null
},
v10 = [
  (v5/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stages",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "MusicGenre",
  "kind": "LinkedField",
  "name": "musicGenres",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mustGo",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interested",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wontGo",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netScore",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetsRouteQuery",
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v11/*:: as any*/),
              {
                "args": (v12/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "SetList_edition"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetsRouteQuery",
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "SetConnection",
                "kind": "LinkedField",
                "name": "sets",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SetEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VoteTally",
                        "kind": "LinkedField",
                        "name": "tally",
                        "plural": false,
                        "selections": [
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
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
                              (v9/*:: as any*/),
                              (v5/*:: as any*/)
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
                              (v5/*:: as any*/),
                              (v9/*:: as any*/),
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
                                "selections": (v10/*:: as any*/),
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
                              (v14/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "total",
                                "storageKey": null
                              },
                              (v17/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "filters": [
                  "sort",
                  "filter"
                ],
                "handle": "connection",
                "key": "SetList_sets",
                "kind": "LinkedHandle",
                "name": "sets"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "1e03c332b692b5281de829741c3192f6",
    "id": null,
    "metadata": {},
    "name": "SetsRouteQuery",
    "operationKind": "query",
    "text": "query SetsRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n  $first: Int!\n  $sort: SetSort!\n  $filter: SetFilter\n) {\n  viewer {\n    user {\n      id\n    }\n  }\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      stages {\n        id\n        name\n      }\n      ...SetList_edition_1bvy9D\n    }\n  }\n  musicGenres {\n    id\n    name\n  }\n}\n\nfragment SetCard_set on Set {\n  id\n  slug\n  name\n  timeStart\n  timeEnd\n  stage {\n    name\n    id\n  }\n  artists {\n    id\n    name\n    imageUrl\n    genres {\n      id\n      name\n    }\n  }\n  ...VoteButtons_set_1pa90M\n  ...SetTally_set\n}\n\nfragment SetList_edition_1bvy9D on Edition {\n  timeZone\n  sets(first: $first, sort: $sort, filter: $filter) {\n    totalCount\n    edges {\n      tally {\n        mustGo\n        interested\n        wontGo\n        netScore\n      }\n      node {\n        id\n        ...SetCard_set\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set_1pa90M on Set {\n  id\n  name\n  myVote\n}\n"
  }
};
})();

(node as any).hash = "5e3d8d8de00190d45457d6f1e9114d35";

export default node;
