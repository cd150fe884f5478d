/**
 * @generated SignedSource<<2a018b47bd10dda2a5ed7eb13c133674>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMeetingPointInput = {
  id: string;
};
export type useMeetingPointMutationsDeleteMutation$variables = {
  input: DeleteMeetingPointInput;
};
export type useMeetingPointMutationsDeleteMutation$data = {
  readonly deleteMeetingPoint: {
    readonly deletedId: string;
  };
};
export type useMeetingPointMutationsDeleteMutation = {
  response: useMeetingPointMutationsDeleteMutation$data;
  variables: useMeetingPointMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMeetingPointMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMeetingPointPayload",
        "kind": "LinkedField",
        "name": "deleteMeetingPoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMeetingPointMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMeetingPointPayload",
        "kind": "LinkedField",
        "name": "deleteMeetingPoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5b9698ee403714b0956fa7b1d3d35632",
    "id": null,
    "metadata": {},
    "name": "useMeetingPointMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useMeetingPointMutationsDeleteMutation(\n  $input: DeleteMeetingPointInput!\n) {\n  deleteMeetingPoint(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "3916a2f2d4060bd7621b93204ef7e04d";

export default node;
