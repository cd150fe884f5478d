/**
 * @generated SignedSource<<063df639eac9945290ae6802f51ff74f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RenameStageInput = {
  name: string;
  stageId: string;
};
export type StagesPanelRenameMutation$variables = {
  input: RenameStageInput;
};
export type StagesPanelRenameMutation$data = {
  readonly renameStage: {
    readonly stage: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type StagesPanelRenameMutation = {
  response: StagesPanelRenameMutation$data;
  variables: StagesPanelRenameMutation$variables;
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
    "concreteType": "RenameStagePayload",
    "kind": "LinkedField",
    "name": "renameStage",
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
    "name": "StagesPanelRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StagesPanelRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3d1150494375df5903877c64c90e355f",
    "id": null,
    "metadata": {},
    "name": "StagesPanelRenameMutation",
    "operationKind": "mutation",
    "text": "mutation StagesPanelRenameMutation(\n  $input: RenameStageInput!\n) {\n  renameStage(input: $input) {\n    stage {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "94618180a56314fa75f8740678ccbea8";

export default node;
