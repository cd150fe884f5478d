/**
 * @generated SignedSource<<b3dbf85b4cf1382fc8e340e0727c7b7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecapRouteQuery$variables = {
  editionSlug: string;
  festivalSlug: string;
};
export type RecapRouteQuery$data = {
  readonly festival: {
    readonly edition: {
      readonly id: string;
      readonly name: string;
      readonly recap: {
        readonly groups: ReadonlyArray<{
          readonly group: {
            readonly id: string;
            readonly name: string;
          };
          readonly sets: ReadonlyArray<{
            readonly id: string;
            readonly name: string;
          }>;
        }>;
        readonly highestRated: {
          readonly set: {
            readonly name: string;
          };
          readonly stars: number | null | undefined;
        } | null | undefined;
        readonly musicMinutes: number;
        readonly sets: ReadonlyArray<{
          readonly set: {
            readonly id: string;
            readonly name: string;
            readonly slug: string;
            readonly stage: {
              readonly name: string;
            } | null | undefined;
          };
          readonly stars: number | null | undefined;
        }>;
        readonly topGenres: ReadonlyArray<string>;
        readonly topStage: string | null | undefined;
        readonly walkingMeters: number;
      } | null | undefined;
    } | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly viewer: {
    readonly email: string;
  } | null | undefined;
};
export type RecapRouteQuery = {
  response: RecapRouteQuery$data;
  variables: RecapRouteQuery$variables;
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
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "festivalSlug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "editionSlug"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stars",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v9 = [
  (v4/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "musicMinutes",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "walkingMeters",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topGenres",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topStage",
  "storageKey": null
},
v14 = [
  (v6/*:: as any*/),
  (v4/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "RecapGroup",
  "kind": "LinkedField",
  "name": "groups",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "group",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Set",
      "kind": "LinkedField",
      "name": "sets",
      "plural": true,
      "selections": (v14/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = [
  (v4/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecapRouteQuery",
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Recap",
                "kind": "LinkedField",
                "name": "recap",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecapSet",
                    "kind": "LinkedField",
                    "name": "sets",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v8/*:: as any*/),
                          (v4/*:: as any*/),
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
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecapSet",
                    "kind": "LinkedField",
                    "name": "highestRated",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecapRouteQuery",
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Edition",
            "kind": "LinkedField",
            "name": "edition",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Recap",
                "kind": "LinkedField",
                "name": "recap",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecapSet",
                    "kind": "LinkedField",
                    "name": "sets",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v8/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Stage",
                            "kind": "LinkedField",
                            "name": "stage",
                            "plural": false,
                            "selections": (v16/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecapSet",
                    "kind": "LinkedField",
                    "name": "highestRated",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": (v16/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0edabe53b02770cc9e751cda7d0c113a",
    "id": null,
    "metadata": {},
    "name": "RecapRouteQuery",
    "operationKind": "query",
    "text": "query RecapRouteQuery(\n  $festivalSlug: String!\n  $editionSlug: String!\n) {\n  viewer {\n    email\n  }\n  festival(slug: $festivalSlug) {\n    name\n    edition(slug: $editionSlug) {\n      id\n      name\n      recap {\n        sets {\n          stars\n          set {\n            id\n            slug\n            name\n            stage {\n              name\n              id\n            }\n          }\n        }\n        musicMinutes\n        walkingMeters\n        topGenres\n        topStage\n        highestRated {\n          stars\n          set {\n            name\n            id\n          }\n        }\n        groups {\n          group {\n            id\n            name\n          }\n          sets {\n            id\n            name\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cd74b93d7ea133f697201ad723038c1";

export default node;
