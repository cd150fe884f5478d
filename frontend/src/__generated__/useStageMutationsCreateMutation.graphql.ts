/**
 * @generated SignedSource<<519a473a90a6b1d5208a105a14340f2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateStageInput = {
  editionId: string;
  name: string;
};
export type useStageMutationsCreateMutation$variables = {
  input: CreateStageInput;
};
export type useStageMutationsCreateMutation$data = {
  readonly createStage: {
    readonly stage: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useStageMutationsCreateMutation = {
  response: useStageMutationsCreateMutation$data;
  variables: useStageMutationsCreateMutation$variables;
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
    "concreteType": "CreateStagePayload",
    "kind": "LinkedField",
    "name": "createStage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stage",
        "kind": "LinkedField",
        "name": "stage",
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
            "name": "name",
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
    "name": "useStageMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStageMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "951d2969a88bdbf2b2a56c078ff5cc91",
    "id": null,
    "metadata": {},
    "name": "useStageMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useStageMutationsCreateMutation(\n  $input: CreateStageInput!\n) {\n  createStage(input: $input) {\n    stage {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2657acc19535e26437255bb6449493ee";

export default node;
