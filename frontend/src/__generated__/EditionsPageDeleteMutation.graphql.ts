/**
 * @generated SignedSource<<e7a1d0455820a426aa27bede553d4c09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEditionInput = {
  editionId: string;
};
export type EditionsPageDeleteMutation$variables = {
  input: DeleteEditionInput;
};
export type EditionsPageDeleteMutation$data = {
  readonly deleteEdition: {
    readonly deletedEditionId: string;
  };
};
export type EditionsPageDeleteMutation = {
  response: EditionsPageDeleteMutation$data;
  variables: EditionsPageDeleteMutation$variables;
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
    "concreteType": "DeleteEditionPayload",
    "kind": "LinkedField",
    "name": "deleteEdition",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedEditionId",
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
    "name": "EditionsPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionsPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "495ad854819fd70e0645b18515d5cccb",
    "id": null,
    "metadata": {},
    "name": "EditionsPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation EditionsPageDeleteMutation(\n  $input: DeleteEditionInput!\n) {\n  deleteEdition(input: $input) {\n    deletedEditionId\n  }\n}\n"
  }
};
})();

(node as any).hash = "a18f97ed08f1a154c39a02db80bab4e8";

export default node;
