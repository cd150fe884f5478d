/**
 * @generated SignedSource<<3473884cf9cc09004a176db3a1d7ac6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteStageInput = {
  stageId: string;
};
export type useStageMutationsDeleteMutation$variables = {
  input: DeleteStageInput;
};
export type useStageMutationsDeleteMutation$data = {
  readonly deleteStage: {
    readonly deletedStageId: string;
  };
};
export type useStageMutationsDeleteMutation = {
  response: useStageMutationsDeleteMutation$data;
  variables: useStageMutationsDeleteMutation$variables;
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
    "name": "useStageMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStageMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a1891790fb137bfc2e39364ba7a8c933",
    "id": null,
    "metadata": {},
    "name": "useStageMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useStageMutationsDeleteMutation(\n  $input: DeleteStageInput!\n) {\n  deleteStage(input: $input) {\n    deletedStageId\n  }\n}\n"
  }
};
})();

(node as any).hash = "364d02bbfbdd7520de1d1676b7657fd2";

export default node;
