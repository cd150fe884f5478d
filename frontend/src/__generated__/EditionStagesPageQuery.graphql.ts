/**
 * @generated SignedSource<<f2f52d41c9237fd0ed61ba77e25c577c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionStagesPageQuery$variables = {
  id: string;
};
export type EditionStagesPageQuery$data = {
  readonly node: {
    readonly edition: {
      readonly " $fragmentSpreads": FragmentRefs<"StagesPanel_edition">;
    } | null | undefined;
    readonly georeference: {
      readonly " $fragmentSpreads": FragmentRefs<"GeoreferenceEditor_edition">;
    } | null | undefined;
    readonly pois: {
      readonly " $fragmentSpreads": FragmentRefs<"PoiEditor_edition">;
    } | null | undefined;
    readonly siteMap: {
      readonly " $fragmentSpreads": FragmentRefs<"SiteMapEditor_edition">;
    } | null | undefined;
  } | null | undefined;
};
export type EditionStagesPageQuery = {
  response: EditionStagesPageQuery$data;
  variables: EditionStagesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthPx",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapHeightPx",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapWidthMeters",
  "storageKey": null
},
v8 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditionStagesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StagesPanel_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "edition"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SiteMapEditor_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "siteMap"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GeoreferenceEditor_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "georeference"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PoiEditor_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "pois"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionStagesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "georeferenced",
                "storageKey": null
              },
              {
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
                    "kind": "ScalarField",
                    "name": "residualMeters",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scale",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MapAnchor",
                    "kind": "LinkedField",
                    "name": "anchors",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GeoPoint",
                        "kind": "LinkedField",
                        "name": "at",
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
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "openingHours",
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6d9e6f3b725e80c75b84d2f456f4d0e1",
    "id": null,
    "metadata": {},
    "name": "EditionStagesPageQuery",
    "operationKind": "query",
    "text": "query EditionStagesPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...StagesPanel_edition\n    ...SiteMapEditor_edition\n    ...GeoreferenceEditor_edition\n    ...PoiEditor_edition\n    id\n  }\n}\n\nfragment GeoreferenceEditor_edition on Edition {\n  id\n  mapUrl\n  mapWidthPx\n  mapHeightPx\n  mapWidthMeters\n  georeferenced\n  georeference {\n    residualMeters\n    scale\n    anchors {\n      position {\n        x\n        y\n      }\n      at {\n        latitude\n        longitude\n      }\n    }\n  }\n}\n\nfragment PoiEditor_edition on Edition {\n  id\n  mapUrl\n  mapWidthPx\n  mapHeightPx\n  mapWidthMeters\n  pointsOfInterest {\n    id\n    kind\n    name\n    openingHours\n    position {\n      x\n      y\n    }\n  }\n}\n\nfragment SiteMapEditor_edition on Edition {\n  id\n  mapUrl\n  mapWidthPx\n  mapHeightPx\n  mapWidthMeters\n  walkingMetersPerMinute\n  defaultWalkMinutes\n  stages {\n    id\n    name\n    position {\n      x\n      y\n    }\n  }\n}\n\nfragment StagesPanel_edition on Edition {\n  id\n  stages {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "865efcfd21ddfeb956288009342dd017";

export default node;
