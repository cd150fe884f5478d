/**
 * @generated SignedSource<<c993c54419cc820b11fb6914253fe705>>
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
export type StagesPanelCreateMutation$variables = {
  input: CreateStageInput;
};
export type StagesPanelCreateMutation$data = {
  readonly createStage: {
    readonly stage: {
      readonly id: string;
    };
  };
};
export type StagesPanelCreateMutation = {
  response: StagesPanelCreateMutation$data;
  variables: StagesPanelCreateMutation$variables;
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
    "name": "StagesPanelCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StagesPanelCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3628b6b207b05166d3f7283023b8e55f",
    "id": null,
    "metadata": {},
    "name": "StagesPanelCreateMutation",
    "operationKind": "mutation",
    "text": "mutation StagesPanelCreateMutation(\n  $input: CreateStageInput!\n) {\n  createStage(input: $input) {\n    stage {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b6e4e736f4e3f01dccdfcc5b875675e";

export default node;
