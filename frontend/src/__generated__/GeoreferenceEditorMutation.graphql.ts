/**
 * @generated SignedSource<<3a74e8d92d76b9cd3800f8da6392fb9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetEditionGeoreferenceInput = {
  anchors: ReadonlyArray<MapAnchorInput>;
  editionId: string;
};
export type MapAnchorInput = {
  at: GeoPointInput;
  position: StagePositionInput;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type GeoPointInput = {
  latitude: number;
  longitude: number;
};
export type GeoreferenceEditorMutation$variables = {
  input: SetEditionGeoreferenceInput;
};
export type GeoreferenceEditorMutation$data = {
  readonly setEditionGeoreference: {
    readonly edition: {
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
        readonly residualMeters: number;
        readonly scale: number;
      } | null | undefined;
      readonly georeferenced: boolean;
      readonly id: string;
    };
    readonly residualMeters: number | null | undefined;
  };
};
export type GeoreferenceEditorMutation = {
  response: GeoreferenceEditorMutation$data;
  variables: GeoreferenceEditorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "residualMeters",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetEditionGeoreferencePayload",
    "kind": "LinkedField",
    "name": "setEditionGeoreference",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
            "name": "id",
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
              (v1/*:: as any*/),
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
    "name": "GeoreferenceEditorMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeoreferenceEditorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e2ececa0607448e8e5572c00406f066d",
    "id": null,
    "metadata": {},
    "name": "GeoreferenceEditorMutation",
    "operationKind": "mutation",
    "text": "mutation GeoreferenceEditorMutation(\n  $input: SetEditionGeoreferenceInput!\n) {\n  setEditionGeoreference(input: $input) {\n    residualMeters\n    edition {\n      id\n      georeferenced\n      georeference {\n        residualMeters\n        scale\n        anchors {\n          position {\n            x\n            y\n          }\n          at {\n            latitude\n            longitude\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a4d22c2add4fd0b41ae5c4d899180ad8";

export default node;
