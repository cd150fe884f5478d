/**
 * @generated SignedSource<<02949e197bc554c28b028b8f2a1b2943>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMeetingPointsLiveSubscription$variables = {
  editionId: string;
  groupId: string;
};
export type useMeetingPointsLiveSubscription$data = {
  readonly meetingPointsChanged: ReadonlyArray<{
    readonly at: string;
    readonly createdBy: string;
    readonly expiresAt: string;
    readonly id: string;
    readonly isMine: boolean;
    readonly note: string | null | undefined;
    readonly position: {
      readonly x: number;
      readonly y: number;
    } | null | undefined;
    readonly stage: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
};
export type useMeetingPointsLiveSubscription = {
  response: useMeetingPointsLiveSubscription$data;
  variables: useMeetingPointsLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "editionId",
        "variableName": "editionId"
      },
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      }
    ],
    "concreteType": "MeetingPoint",
    "kind": "LinkedField",
    "name": "meetingPointsChanged",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Stage",
        "kind": "LinkedField",
        "name": "stage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StagePosition",
        "kind": "LinkedField",
        "name": "position",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "x",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "y",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "note",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isMine",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMeetingPointsLiveSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMeetingPointsLiveSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "8ca33126f74d32aa1b3bc9d4ded9af24",
    "id": null,
    "metadata": {},
    "name": "useMeetingPointsLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useMeetingPointsLiveSubscription(\n  $groupId: ID!\n  $editionId: ID!\n) {\n  meetingPointsChanged(groupId: $groupId, editionId: $editionId) {\n    id\n    stage {\n      id\n      name\n    }\n    position {\n      x\n      y\n    }\n    at\n    note\n    createdBy\n    isMine\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0a2215298ec9520fb6c735007e943fa";

export default node;
