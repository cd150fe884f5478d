/**
 * @generated SignedSource<<e0bdff78f8e449016d1c52ecc02ddd12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetsPanelTestQuery$variables = Record<PropertyKey, never>;
export type SetsPanelTestQuery$data = {
  readonly node: {
    readonly edition: {
      readonly " $fragmentSpreads": FragmentRefs<"SetsPanel_edition">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ArtistPicker_query">;
};
export type SetsPanelTestQuery = {
  response: SetsPanelTestQuery$data;
  variables: SetsPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "E1"
  }
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 2
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
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
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  {
    "fields": [
      {
        "kind": "Literal",
        "name": "q",
        "value": null
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "sort",
    "value": "DATE_ASC"
  }
],
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Time"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  "args": [
                    (v1/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "SetsPanel_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "edition"
          }
        ],
        "storageKey": "node(id:\"E1\")"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ArtistPicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v6/*:: as any*/),
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
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "description",
                            "storageKey": null
                          },
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
                            "name": "timeStartLocal",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "timeEndLocal",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Stage",
                            "kind": "LinkedField",
                            "name": "stage",
                            "plural": false,
                            "selections": (v5/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Artist",
                            "kind": "LinkedField",
                            "name": "artists",
                            "plural": true,
                            "selections": (v5/*:: as any*/),
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
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
                "storageKey": "sets(filter:{\"q\":null},first:2,sort:\"DATE_ASC\")"
              },
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "filters": [
                  "sort",
                  "filter"
                ],
                "handle": "connection",
                "key": "SetsPanel_sets",
                "kind": "LinkedHandle",
                "name": "sets"
              }
            ],
            "type": "Edition",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"E1\")"
      },
      {
        "alias": "pickerArtists",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          }
        ],
        "concreteType": "ArtistConnection",
        "kind": "LinkedField",
        "name": "artists",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtistEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "artists(first:20)"
      }
    ]
  },
  "params": {
    "cacheID": "83f4784a6268a8bae7bb859028b77948",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v7/*:: as any*/),
        "node.id": (v8/*:: as any*/),
        "node.sets": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SetConnection"
        },
        "node.sets.__id": (v8/*:: as any*/),
        "node.sets.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SetEdge"
        },
        "node.sets.edges.cursor": (v7/*:: as any*/),
        "node.sets.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Set"
        },
        "node.sets.edges.node.__typename": (v7/*:: as any*/),
        "node.sets.edges.node.artists": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Artist"
        },
        "node.sets.edges.node.artists.id": (v8/*:: as any*/),
        "node.sets.edges.node.artists.name": (v7/*:: as any*/),
        "node.sets.edges.node.description": (v9/*:: as any*/),
        "node.sets.edges.node.id": (v8/*:: as any*/),
        "node.sets.edges.node.name": (v7/*:: as any*/),
        "node.sets.edges.node.stage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Stage"
        },
        "node.sets.edges.node.stage.id": (v8/*:: as any*/),
        "node.sets.edges.node.stage.name": (v7/*:: as any*/),
        "node.sets.edges.node.timeEnd": (v10/*:: as any*/),
        "node.sets.edges.node.timeEndLocal": (v9/*:: as any*/),
        "node.sets.edges.node.timeStart": (v10/*:: as any*/),
        "node.sets.edges.node.timeStartLocal": (v9/*:: as any*/),
        "node.sets.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.sets.pageInfo.endCursor": (v9/*:: as any*/),
        "node.sets.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.sets.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.stages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Stage"
        },
        "node.stages.id": (v8/*:: as any*/),
        "node.stages.name": (v7/*:: as any*/),
        "node.timeZone": (v7/*:: as any*/),
        "pickerArtists": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ArtistConnection"
        },
        "pickerArtists.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ArtistEdge"
        },
        "pickerArtists.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Artist"
        },
        "pickerArtists.edges.node.id": (v8/*:: as any*/),
        "pickerArtists.edges.node.name": (v7/*:: as any*/)
      }
    },
    "name": "SetsPanelTestQuery",
    "operationKind": "query",
    "text": "query SetsPanelTestQuery {\n  node(id: \"E1\") {\n    __typename\n    ...SetsPanel_edition_2pB9HF\n    id\n  }\n  ...ArtistPicker_query\n}\n\nfragment ArtistPicker_query on Query {\n  pickerArtists: artists(first: 20) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment SetRow_set on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  timeStartLocal\n  timeEndLocal\n  stage {\n    id\n    name\n  }\n  artists {\n    id\n    name\n  }\n}\n\nfragment SetsPanel_edition_2pB9HF on Edition {\n  id\n  timeZone\n  stages {\n    id\n    name\n  }\n  sets(first: 2, sort: DATE_ASC, filter: {}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...SetRow_set\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ae3a2ff192fa08f394743b6772f894e";

export default node;
