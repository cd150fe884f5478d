/**
 * @generated SignedSource<<83a0a71a89f405438c1cdd347045fee7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEditionInput = {
  editionId: string;
};
export type useEditionMutationsDeleteMutation$variables = {
  input: DeleteEditionInput;
};
export type useEditionMutationsDeleteMutation$data = {
  readonly deleteEdition: {
    readonly deletedEditionId: string;
  };
};
export type useEditionMutationsDeleteMutation = {
  response: useEditionMutationsDeleteMutation$data;
  variables: useEditionMutationsDeleteMutation$variables;
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
    "name": "useEditionMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditionMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7ffbf571db43601a5c156bcf0fd5407c",
    "id": null,
    "metadata": {},
    "name": "useEditionMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useEditionMutationsDeleteMutation(\n  $input: DeleteEditionInput!\n) {\n  deleteEdition(input: $input) {\n    deletedEditionId\n  }\n}\n"
  }
};
})();

(node as any).hash = "47332f5a7fc420f3a2a5b6ac8145d12a";

export default node;
