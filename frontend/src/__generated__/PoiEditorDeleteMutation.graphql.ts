/**
 * @generated SignedSource<<df82faaf0dca4a56ea8ce576a9c35a09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletePointOfInterestInput = {
  id: string;
};
export type PoiEditorDeleteMutation$variables = {
  input: DeletePointOfInterestInput;
};
export type PoiEditorDeleteMutation$data = {
  readonly deletePointOfInterest: {
    readonly deletedId: string;
  };
};
export type PoiEditorDeleteMutation = {
  response: PoiEditorDeleteMutation$data;
  variables: PoiEditorDeleteMutation$variables;
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
    "concreteType": "DeletePointOfInterestPayload",
    "kind": "LinkedField",
    "name": "deletePointOfInterest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "PoiEditorDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PoiEditorDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99867ba04c6801cd1d0372c3c0635514",
    "id": null,
    "metadata": {},
    "name": "PoiEditorDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PoiEditorDeleteMutation(\n  $input: DeletePointOfInterestInput!\n) {\n  deletePointOfInterest(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "0145ccb8fa5463bcb20669f3610658f1";

export default node;
