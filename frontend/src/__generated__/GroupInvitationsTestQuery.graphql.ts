/**
 * @generated SignedSource<<8a9759db3fb67fd661fdc0e3b70edcd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupInvitationsTestQuery$variables = Record<PropertyKey, never>;
export type GroupInvitationsTestQuery$data = {
  readonly viewer: {
    readonly pendingGroupInvitationCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"GroupInvitations_viewer">;
  } | null | undefined;
};
export type GroupInvitationsTestQuery = {
  response: GroupInvitationsTestQuery$data;
  variables: GroupInvitationsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingGroupInvitationCount",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupInvitationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GroupInvitations_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GroupInvitationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "GroupInvitationConnection",
            "kind": "LinkedField",
            "name": "pendingGroupInvitations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupInvitationEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GroupInvitation",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "groupName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inviterUsername",
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
            "storageKey": "pendingGroupInvitations(first:50)"
          },
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "GroupInvitations_pendingGroupInvitations",
            "kind": "LinkedHandle",
            "name": "pendingGroupInvitations"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cab5d6cfe8740d2566172d7f0645f95e",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.pendingGroupInvitationCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.pendingGroupInvitations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "GroupInvitationConnection"
        },
        "viewer.pendingGroupInvitations.__id": (v2/*:: as any*/),
        "viewer.pendingGroupInvitations.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GroupInvitationEdge"
        },
        "viewer.pendingGroupInvitations.edges.cursor": (v3/*:: as any*/),
        "viewer.pendingGroupInvitations.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "GroupInvitation"
        },
        "viewer.pendingGroupInvitations.edges.node.__typename": (v3/*:: as any*/),
        "viewer.pendingGroupInvitations.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "viewer.pendingGroupInvitations.edges.node.groupName": (v3/*:: as any*/),
        "viewer.pendingGroupInvitations.edges.node.id": (v2/*:: as any*/),
        "viewer.pendingGroupInvitations.edges.node.inviterUsername": (v4/*:: as any*/),
        "viewer.pendingGroupInvitations.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.pendingGroupInvitations.pageInfo.endCursor": (v4/*:: as any*/),
        "viewer.pendingGroupInvitations.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "GroupInvitationsTestQuery",
    "operationKind": "query",
    "text": "query GroupInvitationsTestQuery {\n  viewer {\n    pendingGroupInvitationCount\n    ...GroupInvitations_viewer\n  }\n}\n\nfragment GroupInvitations_viewer on Viewer {\n  pendingGroupInvitations(first: 50) {\n    edges {\n      node {\n        id\n        groupName\n        inviterUsername\n        createdAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6a3dc306e70b53f31aedf0c71d8d826";

export default node;
