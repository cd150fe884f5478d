/**
 * @generated SignedSource<<7f766273294d4faa02a649a24977eb75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PoiKind = "ACCESSIBILITY" | "BAR" | "CAMPING" | "CHARGING" | "EXIT" | "FIRST_AID" | "FOOD" | "INFO" | "LOCKERS" | "OTHER" | "TOILETS" | "WATER" | "%future added value";
export type useEditionMapLivePoisQuery$variables = {
  editionId: string;
};
export type useEditionMapLivePoisQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly pointsOfInterest?: ReadonlyArray<{
      readonly at: {
        readonly latitude: number;
        readonly longitude: number;
      } | null | undefined;
      readonly id: string;
      readonly kind: PoiKind;
      readonly name: string;
      readonly openingHours: string | null | undefined;
      readonly position: {
        readonly x: number;
        readonly y: number;
      };
    }>;
  } | null | undefined;
};
export type useEditionMapLivePoisQuery = {
  response: useEditionMapLivePoisQuery$data;
  variables: useEditionMapLivePoisQuery$variables;
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
    "name": "id",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openingHours",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditionMapLivePoisQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "Edition",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditionMapLivePoisQuery",
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
              (v3/*:: as any*/)
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
    "cacheID": "85aa2bd72d44efb8cefb967e3d67eb28",
    "id": null,
    "metadata": {},
    "name": "useEditionMapLivePoisQuery",
    "operationKind": "query",
    "text": "query useEditionMapLivePoisQuery(\n  $editionId: ID!\n) {\n  node(id: $editionId) {\n    __typename\n    ... on Edition {\n      id\n      pointsOfInterest {\n        id\n        kind\n        name\n        openingHours\n        position {\n          x\n          y\n        }\n        at {\n          latitude\n          longitude\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4619b119ab47c380f758173bd90caa74";

export default node;
