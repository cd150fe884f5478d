/**
 * @generated SignedSource<<60440eabd52cfbd0a3832c9f53d91f4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEditionTalliesSubscription$variables = {
  editionId: string;
};
export type useEditionTalliesSubscription$data = {
  readonly editionTallies: {
    readonly changes: ReadonlyArray<{
      readonly card: {
        readonly archived: boolean;
        readonly id: string;
        readonly slug: string;
        readonly " $fragmentSpreads": FragmentRefs<"SetDetail_set">;
      } | null | undefined;
      readonly set: {
        readonly id: string;
        readonly tally: {
          readonly interested: number;
          readonly mustGo: number;
          readonly netScore: number;
          readonly total: number;
          readonly wontGo: number;
        };
      };
    }>;
  };
};
export type useEditionTalliesSubscription = {
  response: useEditionTalliesSubscription$data;
  variables: useEditionTalliesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "editionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "editionId",
    "variableName": "editionId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Set",
  "kind": "LinkedField",
  "name": "set",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archived",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditionTalliesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EditionTallyBatch",
        "kind": "LinkedField",
        "name": "editionTallies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SetTallyChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "shared",
                        "value": true
                      }
                    ],
                    "kind": "FragmentSpread",
                    "name": "SetDetail_set"
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditionTalliesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EditionTallyBatch",
        "kind": "LinkedField",
        "name": "editionTallies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SetTallyChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Set",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
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
                      (v2/*:: as any*/)
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
                      (v7/*:: as any*/),
                      (v2/*:: as any*/)
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
                      (v2/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
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
                        "selections": [
                          (v2/*:: as any*/),
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
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
    "cacheID": "f2dcb4ebf77c785bb70f5e6a2b90c077",
    "id": null,
    "metadata": {},
    "name": "useEditionTalliesSubscription",
    "operationKind": "subscription",
    "text": "subscription useEditionTalliesSubscription(\n  $editionId: ID!\n) {\n  editionTallies(editionId: $editionId) {\n    changes {\n      set {\n        id\n        tally {\n          mustGo\n          interested\n          wontGo\n          total\n          netScore\n        }\n      }\n      card {\n        id\n        archived\n        slug\n        ...SetDetail_set_2TbQVd\n      }\n    }\n  }\n}\n\nfragment SetDetail_set_2TbQVd on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  edition {\n    dayStartHour\n    id\n  }\n  stage {\n    name\n    id\n  }\n  artists {\n    id\n    name\n    description\n    imageUrl\n    spotifyUrl\n    soundcloudUrl\n    soundcloudFollowers\n    genres {\n      id\n      name\n    }\n  }\n  ...VoteButtons_set_2TbQVd\n  ...SetTally_set\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set_2TbQVd on Set {\n  id\n  name\n}\n"
  }
};
})();

(node as any).hash = "ad8044b4ea69967a73d5ac45bd673ecc";

export default node;
