/**
 * @generated SignedSource<<0f05caa6046519e393c44c9cdba6e42e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesCardTestQuery$variables = Record<PropertyKey, never>;
export type NotesCardTestQuery$data = {
  readonly node: {
    readonly set: {
      readonly " $fragmentSpreads": FragmentRefs<"NotesCard_set">;
    } | null | undefined;
  } | null | undefined;
};
export type NotesCardTestQuery = {
  response: NotesCardTestQuery$data;
  variables: NotesCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "S1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotesCardTestQuery",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "NotesCard_set"
                }
              ],
              "type": "Set",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "set"
          }
        ],
        "storageKey": "node(id:\"S1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotesCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
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
                          (v2/*:: as any*/),
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
                          (v1/*:: as any*/)
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
                "args": (v3/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "NotesCard_notes",
                "kind": "LinkedHandle",
                "name": "notes"
              }
            ],
            "type": "Set",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"S1\")"
      }
    ]
  },
  "params": {
    "cacheID": "38f27bee602bae014aad5670186b551a",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NoteConnection"
        },
        "node.notes.__id": (v5/*:: as any*/),
        "node.notes.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NoteEdge"
        },
        "node.notes.edges.cursor": (v4/*:: as any*/),
        "node.notes.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Note"
        },
        "node.notes.edges.node.__typename": (v4/*:: as any*/),
        "node.notes.edges.node.authorName": (v4/*:: as any*/),
        "node.notes.edges.node.content": (v4/*:: as any*/),
        "node.notes.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "node.notes.edges.node.id": (v5/*:: as any*/),
        "node.notes.edges.node.isMine": (v6/*:: as any*/),
        "node.notes.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.notes.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.notes.pageInfo.hasNextPage": (v6/*:: as any*/)
      }
    },
    "name": "NotesCardTestQuery",
    "operationKind": "query",
    "text": "query NotesCardTestQuery {\n  node(id: \"S1\") {\n    __typename\n    ...NotesCard_set\n    id\n  }\n}\n\nfragment NoteItem_note on Note {\n  id\n  content\n  createdAt\n  authorName\n  isMine\n}\n\nfragment NotesCard_set on Set {\n  id\n  notes(first: 50) {\n    edges {\n      node {\n        id\n        ...NoteItem_note\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fae1475a53411d7893af7a7fd18c5c28";

export default node;
