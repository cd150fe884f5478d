/**
 * @generated SignedSource<<822d7177336886556d552b2e86627c7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DropMeetingPointInput = {
  at: string;
  editionId: string;
  groupId: string;
  note?: string | null | undefined;
  position?: StagePositionInput | null | undefined;
  stageId?: string | null | undefined;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type useMeetingPointMutationsDropMutation$variables = {
  input: DropMeetingPointInput;
};
export type useMeetingPointMutationsDropMutation$data = {
  readonly dropMeetingPoint: {
    readonly meetingPoint: {
      readonly id: string;
    };
    readonly notifiedMembers: number;
  };
};
export type useMeetingPointMutationsDropMutation = {
  response: useMeetingPointMutationsDropMutation$data;
  variables: useMeetingPointMutationsDropMutation$variables;
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
    "concreteType": "DropMeetingPointPayload",
    "kind": "LinkedField",
    "name": "dropMeetingPoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MeetingPoint",
        "kind": "LinkedField",
        "name": "meetingPoint",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notifiedMembers",
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
    "name": "useMeetingPointMutationsDropMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMeetingPointMutationsDropMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1312d0afc3e21f9a9bacb465986693a6",
    "id": null,
    "metadata": {},
    "name": "useMeetingPointMutationsDropMutation",
    "operationKind": "mutation",
    "text": "mutation useMeetingPointMutationsDropMutation(\n  $input: DropMeetingPointInput!\n) {\n  dropMeetingPoint(input: $input) {\n    meetingPoint {\n      id\n    }\n    notifiedMembers\n  }\n}\n"
  }
};
})();

(node as any).hash = "25675879cb0e270b9ea2a608d1da6c43";

export default node;
