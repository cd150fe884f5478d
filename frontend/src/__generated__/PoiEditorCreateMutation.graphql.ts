/**
 * @generated SignedSource<<be7ab2a83c5e68211c85fb6fced9ef7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PoiKind = "ACCESSIBILITY" | "BAR" | "CAMPING" | "CHARGING" | "EXIT" | "FIRST_AID" | "FOOD" | "INFO" | "LOCKERS" | "OTHER" | "TOILETS" | "WATER" | "%future added value";
export type CreatePointOfInterestInput = {
  editionId: string;
  kind: PoiKind;
  name: string;
  openingHours?: string | null | undefined;
  position: StagePositionInput;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type PoiEditorCreateMutation$variables = {
  input: CreatePointOfInterestInput;
};
export type PoiEditorCreateMutation$data = {
  readonly createPointOfInterest: {
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
export type PoiEditorCreateMutation = {
  response: PoiEditorCreateMutation$data;
  variables: PoiEditorCreateMutation$variables;
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
    "concreteType": "CreatePointOfInterestPayload",
    "kind": "LinkedField",
    "name": "createPointOfInterest",
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
    "name": "PoiEditorCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PoiEditorCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b12c3c4f6ad356e06b80c77aba13b82e",
    "id": null,
    "metadata": {},
    "name": "PoiEditorCreateMutation",
    "operationKind": "mutation",
    "text": "mutation PoiEditorCreateMutation(\n  $input: CreatePointOfInterestInput!\n) {\n  createPointOfInterest(input: $input) {\n    pointOfInterest {\n      id\n      kind\n      name\n      openingHours\n      position {\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c358809b68d4ec0db8d61027ff449f76";

export default node;
