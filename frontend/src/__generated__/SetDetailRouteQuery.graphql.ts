/**
 * @generated SignedSource<<9814126f751618f2e2d0a92cb2cbb118>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetDetailRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
  setSlug: string;
};
export type SetDetailRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly id: string;
      readonly set: {
        readonly id: string;
        readonly slug: string;
        readonly " $fragmentSpreads": FragmentRefs<"GroupVotingCard_set" | "NotesCard_set" | "SetDetail_set" | "SetRating_set">;
      } | null | undefined;
      readonly timeZone: string;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type SetDetailRouteQuery = {
  response: SetDetailRouteQuery$data;
  variables: SetDetailRouteQuery$variables;
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
  "name": "setSlug"
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
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
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
  "name": "timeZone",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "setSlug"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v12 = [
  (v3/*:: as any*/),
  (v10/*:: as any*/)
],
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
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
    "name": "SetDetailRouteQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "set",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SetDetail_set"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupVotingCard_set"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NotesCard_set"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SetRating_set"
                  }
                ],
                "storageKey": null
              }
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
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetDetailRouteQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "set",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                    "concreteType": "Edition",
                    "kind": "LinkedField",
                    "name": "edition",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dayStartHour",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
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
                      (v10/*:: as any*/),
                      (v3/*:: as any*/)
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
                      (v3/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "spotifyUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "soundcloudUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "soundcloudFollowers",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MusicGenre",
                        "kind": "LinkedField",
                        "name": "genres",
                        "plural": true,
                        "selections": (v12/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SetGroupVotes",
                    "kind": "LinkedField",
                    "name": "myGroupVotes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Group",
                        "kind": "LinkedField",
                        "name": "group",
                        "plural": false,
                        "selections": (v12/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GroupVote",
                        "kind": "LinkedField",
                        "name": "votes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "username",
                                "storageKey": null
                              }
                            ],
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v13/*:: as any*/),
                    "concreteType": "NoteConnection",
                    "kind": "LinkedField",
                    "name": "notes",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NoteEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Note",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "content",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "createdAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "authorName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isMine",
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
                      },
                      {
                        "kind": "ClientExtension",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__id",
                            "storageKey": null
                          }
                        ]
                      }
                    ],
                    "storageKey": "notes(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v13/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "NotesCard_notes",
                    "kind": "LinkedHandle",
                    "name": "notes"
                  },
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4549a81eaf20c7dd50c8391ebcbf02cf",
    "id": null,
    "metadata": {},
    "name": "SetDetailRouteQuery",
    "operationKind": "query",
    "text": "query SetDetailRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n  $setSlug: String!\n) {\n  viewer {\n    user {\n      id\n    }\n  }\n  festival(slug: $festivalSlug) {\n    id\n    edition(slug: $editionSlug) {\n      id\n      timeZone\n      set(slug: $setSlug) {\n        id\n        slug\n        ...SetDetail_set\n        ...GroupVotingCard_set\n        ...NotesCard_set\n        ...SetRating_set\n      }\n    }\n  }\n}\n\nfragment GroupVotingCard_set on Set {\n  myVote\n  tally {\n    mustGo\n    interested\n    wontGo\n  }\n  ...GroupVotingCard_votes\n}\n\nfragment GroupVotingCard_votes on Set {\n  myGroupVotes {\n    group {\n      id\n      name\n    }\n    votes {\n      user {\n        id\n        username\n      }\n      vote\n    }\n  }\n  id\n}\n\nfragment NoteItem_note on Note {\n  id\n  content\n  createdAt\n  authorName\n  isMine\n}\n\nfragment NotesCard_set on Set {\n  id\n  notes(first: 50) {\n    edges {\n      node {\n        id\n        ...NoteItem_note\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SetDetail_set on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  edition {\n    dayStartHour\n    id\n  }\n  stage {\n    name\n    id\n  }\n  artists {\n    id\n    name\n    description\n    imageUrl\n    spotifyUrl\n    soundcloudUrl\n    soundcloudFollowers\n    genres {\n      id\n      name\n    }\n  }\n  ...VoteButtons_set_1pa90M\n  ...SetTally_set\n}\n\nfragment SetRating_set on Set {\n  id\n  myRating\n  myRatingDidNotSee\n  canRate\n  ratingSummary {\n    average\n    count\n    distribution\n  }\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set_1pa90M on Set {\n  id\n  name\n  myVote\n}\n"
  }
};
})();

(node as any).hash = "e9fe2f95143967966d5f2f0848d0ca29";

export default node;
