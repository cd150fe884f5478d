/**
 * @generated SignedSource<<a532c1afd711ea853b8de2ad08bd5fa9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StopSharingLocationInput = {
  groupId: string;
};
export type useShareLocationMutationsStopMutation$variables = {
  input: StopSharingLocationInput;
};
export type useShareLocationMutationsStopMutation$data = {
  readonly stopSharingLocation: {
    readonly groupId: string;
  };
};
export type useShareLocationMutationsStopMutation = {
  response: useShareLocationMutationsStopMutation$data;
  variables: useShareLocationMutationsStopMutation$variables;
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
    "concreteType": "StopSharingLocationPayload",
    "kind": "LinkedField",
    "name": "stopSharingLocation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupId",
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
    "name": "useShareLocationMutationsStopMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareLocationMutationsStopMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be9df10351be745eaac72a31590c8b36",
    "id": null,
    "metadata": {},
    "name": "useShareLocationMutationsStopMutation",
    "operationKind": "mutation",
    "text": "mutation useShareLocationMutationsStopMutation(\n  $input: StopSharingLocationInput!\n) {\n  stopSharingLocation(input: $input) {\n    groupId\n  }\n}\n"
  }
};
})();

(node as any).hash = "19bd049413fd1bc564b7b03948aecef1";

export default node;
