/**
 * @generated SignedSource<<7a168f910db0e3d3dbb43cca0ab5fb2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useEditionMapLiveSubscription$variables = {
  editionId: string;
};
export type useEditionMapLiveSubscription$data = {
  readonly editionMapChanged: {
    readonly defaultWalkMinutes: number;
    readonly georeference: {
      readonly anchors: ReadonlyArray<{
        readonly at: {
          readonly latitude: number;
          readonly longitude: number;
        };
        readonly position: {
          readonly x: number;
          readonly y: number;
        };
      }>;
      readonly origin: {
        readonly latitude: number;
        readonly longitude: number;
      };
      readonly residualMeters: number;
      readonly scale: number;
      readonly transform: ReadonlyArray<number>;
    } | null | undefined;
    readonly georeferenced: boolean;
    readonly id: string;
    readonly mapHeightPx: number | null | undefined;
    readonly mapUrl: string | null | undefined;
    readonly mapWidthMeters: number | null | undefined;
    readonly mapWidthPx: number | null | undefined;
    readonly walkingMetersPerMinute: number;
  };
};
export type useEditionMapLiveSubscription = {
  response: useEditionMapLiveSubscription$data;
  variables: useEditionMapLiveSubscription$variables;
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
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "editionId",
        "variableName": "editionId"
      }
    ],
    "concreteType": "Edition",
    "kind": "LinkedField",
    "name": "editionMapChanged",
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
        "name": "mapUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapWidthPx",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapHeightPx",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapWidthMeters",
        "storageKey": null
      },
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
            "concreteType": "GeoPoint",
            "kind": "LinkedField",
            "name": "origin",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transform",
            "storageKey": null
          },
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
                "selections": (v1/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditionMapLiveSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditionMapLiveSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "025ded72d191e03bf19a34b6785e955e",
    "id": null,
    "metadata": {},
    "name": "useEditionMapLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useEditionMapLiveSubscription(\n  $editionId: ID!\n) {\n  editionMapChanged(editionId: $editionId) {\n    id\n    mapUrl\n    mapWidthPx\n    mapHeightPx\n    mapWidthMeters\n    walkingMetersPerMinute\n    defaultWalkMinutes\n    georeferenced\n    georeference {\n      origin {\n        latitude\n        longitude\n      }\n      transform\n      residualMeters\n      scale\n      anchors {\n        position {\n          x\n          y\n        }\n        at {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "550896c1ca7db919b6e8c3d1da191212";

export default node;
