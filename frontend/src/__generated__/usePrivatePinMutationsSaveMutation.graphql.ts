/**
 * @generated SignedSource<<b1debeca790985b545704a97782e0e25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavePrivatePinInput = {
  editionId: string;
  id: string;
  label: string;
  position: StagePositionInput;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type usePrivatePinMutationsSaveMutation$variables = {
  input: SavePrivatePinInput;
};
export type usePrivatePinMutationsSaveMutation$data = {
  readonly savePrivatePin: {
    readonly pin: {
      readonly id: string;
      readonly label: string;
      readonly position: {
        readonly x: number;
        readonly y: number;
      };
    };
  };
};
export type usePrivatePinMutationsSaveMutation = {
  response: usePrivatePinMutationsSaveMutation$data;
  variables: usePrivatePinMutationsSaveMutation$variables;
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
    "concreteType": "SavePrivatePinPayload",
    "kind": "LinkedField",
    "name": "savePrivatePin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PrivatePin",
        "kind": "LinkedField",
        "name": "pin",
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
            "name": "label",
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
    "name": "usePrivatePinMutationsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePrivatePinMutationsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a2563442382385daa5478ad1eda4a844",
    "id": null,
    "metadata": {},
    "name": "usePrivatePinMutationsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation usePrivatePinMutationsSaveMutation(\n  $input: SavePrivatePinInput!\n) {\n  savePrivatePin(input: $input) {\n    pin {\n      id\n      label\n      position {\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02ad50979747a4360c833b0eae91672b";

export default node;
