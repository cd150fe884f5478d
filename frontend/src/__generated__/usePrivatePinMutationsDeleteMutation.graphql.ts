/**
 * @generated SignedSource<<b59079cdff86da4519968dfc81e4436f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletePrivatePinInput = {
  id: string;
};
export type usePrivatePinMutationsDeleteMutation$variables = {
  input: DeletePrivatePinInput;
};
export type usePrivatePinMutationsDeleteMutation$data = {
  readonly deletePrivatePin: {
    readonly deletedId: string;
  };
};
export type usePrivatePinMutationsDeleteMutation = {
  response: usePrivatePinMutationsDeleteMutation$data;
  variables: usePrivatePinMutationsDeleteMutation$variables;
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
    "concreteType": "DeletePrivatePinPayload",
    "kind": "LinkedField",
    "name": "deletePrivatePin",
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
    "name": "usePrivatePinMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePrivatePinMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e45d143cf573a1ef8c9b5719b45d01ef",
    "id": null,
    "metadata": {},
    "name": "usePrivatePinMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation usePrivatePinMutationsDeleteMutation(\n  $input: DeletePrivatePinInput!\n) {\n  deletePrivatePin(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d34449adbcfbd050d9fa83077cff2e74";

export default node;
