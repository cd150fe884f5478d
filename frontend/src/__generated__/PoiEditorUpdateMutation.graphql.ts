/**
 * @generated SignedSource<<b49e9fe79cedb6dac825d04652aa07b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PoiKind = "ACCESSIBILITY" | "BAR" | "CAMPING" | "CHARGING" | "EXIT" | "FIRST_AID" | "FOOD" | "INFO" | "LOCKERS" | "OTHER" | "TOILETS" | "WATER" | "%future added value";
export type UpdatePointOfInterestInput = {
  id: string;
  kind: PoiKind;
  name: string;
  openingHours?: string | null | undefined;
  position: StagePositionInput;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type PoiEditorUpdateMutation$variables = {
  input: UpdatePointOfInterestInput;
};
export type PoiEditorUpdateMutation$data = {
  readonly updatePointOfInterest: {
    readonly pointOfInterest: {
      readonly id: string;
      readonly kind: PoiKind;
      readonly name: string;
      readonly openingHours: string | null | undefined;
      readonly position: {
        readonly x: number;
        readonly y: number;
      };
    };
  };
};
export type PoiEditorUpdateMutation = {
  response: PoiEditorUpdateMutation$data;
  variables: PoiEditorUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdatePointOfInterestPayload",
    "kind": "LinkedField",
    "name": "updatePointOfInterest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PointOfInterest",
        "kind": "LinkedField",
        "name": "pointOfInterest",
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
    "name": "PoiEditorUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PoiEditorUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "45bc9b8519e41e557ef8ccc75fa4cd4d",
    "id": null,
    "metadata": {},
    "name": "PoiEditorUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation PoiEditorUpdateMutation(\n  $input: UpdatePointOfInterestInput!\n) {\n  updatePointOfInterest(input: $input) {\n    pointOfInterest {\n      id\n      kind\n      name\n      openingHours\n      position {\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da66491b2e886e07695112c238b2ace9";

export default node;
