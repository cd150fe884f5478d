/**
 * @generated SignedSource<<2092d6d68f9567768e3bf5c241cdd18b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CrewOnMapQuery$variables = {
  editionId: string;
  groupId: string;
};
export type CrewOnMapQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly meetingPoints?: ReadonlyArray<{
      readonly at: string;
      readonly createdBy: string;
      readonly expiresAt: string;
      readonly id: string;
      readonly isMine: boolean;
      readonly note: string | null | undefined;
      readonly position: {
        readonly x: number;
        readonly y: number;
      } | null | undefined;
      readonly stage: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type CrewOnMapQuery = {
  response: CrewOnMapQuery$data;
  variables: CrewOnMapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "groupId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "editionId",
      "variableName": "editionId"
    }
  ],
  "concreteType": "MeetingPoint",
  "kind": "LinkedField",
  "name": "meetingPoints",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Stage",
      "kind": "LinkedField",
      "name": "stage",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdBy",
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
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CrewOnMapQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Group",
            "abstractKey": null
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
    "name": "CrewOnMapQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Group",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "569fb46ce1d21b03927769b8fdb85d59",
    "id": null,
    "metadata": {},
    "name": "CrewOnMapQuery",
    "operationKind": "query",
    "text": "query CrewOnMapQuery(\n  $groupId: ID!\n  $editionId: ID!\n) {\n  node(id: $groupId) {\n    __typename\n    ... on Group {\n      id\n      meetingPoints(editionId: $editionId) {\n        id\n        stage {\n          id\n          name\n        }\n        position {\n          x\n          y\n        }\n        at\n        note\n        createdBy\n        isMine\n        expiresAt\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2dd934fef1340ba8c821c1e68d1e616b";

export default node;
