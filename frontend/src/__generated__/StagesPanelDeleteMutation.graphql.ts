/**
 * @generated SignedSource<<00a5168c729639cfd6a51a2acbcfcbfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteStageInput = {
  stageId: string;
};
export type StagesPanelDeleteMutation$variables = {
  input: DeleteStageInput;
};
export type StagesPanelDeleteMutation$data = {
  readonly deleteStage: {
    readonly deletedStageId: string;
  };
};
export type StagesPanelDeleteMutation = {
  response: StagesPanelDeleteMutation$data;
  variables: StagesPanelDeleteMutation$variables;
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
    "concreteType": "DeleteStagePayload",
    "kind": "LinkedField",
    "name": "deleteStage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedStageId",
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
    "name": "StagesPanelDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StagesPanelDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "606c05decd55e846829d13c85e9a9249",
    "id": null,
    "metadata": {},
    "name": "StagesPanelDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation StagesPanelDeleteMutation(\n  $input: DeleteStageInput!\n) {\n  deleteStage(input: $input) {\n    deletedStageId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c39c15893b7875b332d059fd722be10f";

export default node;
