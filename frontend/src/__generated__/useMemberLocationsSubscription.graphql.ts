/**
 * @generated SignedSource<<c329eb068c5554bde9e08a7e58269374>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMemberLocationsSubscription$variables = {
  editionId: string;
  groupId: string;
};
export type useMemberLocationsSubscription$data = {
  readonly memberLocationsChanged: ReadonlyArray<{
    readonly accuracyMeters: number;
    readonly approximate: boolean;
    readonly at: {
      readonly latitude: number;
      readonly longitude: number;
    };
    readonly expiresAt: string;
    readonly isViewer: boolean;
    readonly name: string;
    readonly position: {
      readonly x: number;
      readonly y: number;
    } | null | undefined;
    readonly updatedAt: string;
  }>;
};
export type useMemberLocationsSubscription = {
  response: useMemberLocationsSubscription$data;
  variables: useMemberLocationsSubscription$variables;
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
v2 = [
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
    "concreteType": "MemberLocation",
    "kind": "LinkedField",
    "name": "memberLocationsChanged",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isViewer",
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
        "concreteType": "GeoPoint",
        "kind": "LinkedField",
        "name": "at",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longitude",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accuracyMeters",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "approximate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
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
    "name": "useMemberLocationsSubscription",
    "selections": (v2/*:: as any*/),
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
    "name": "useMemberLocationsSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8b22a2819f4155083b2198fc60d70ac6",
    "id": null,
    "metadata": {},
    "name": "useMemberLocationsSubscription",
    "operationKind": "subscription",
    "text": "subscription useMemberLocationsSubscription(\n  $groupId: ID!\n  $editionId: ID!\n) {\n  memberLocationsChanged(groupId: $groupId, editionId: $editionId) {\n    name\n    isViewer\n    position {\n      x\n      y\n    }\n    at {\n      latitude\n      longitude\n    }\n    accuracyMeters\n    approximate\n    updatedAt\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "2350427fe6a2a717f354a534d6d4ccb8";

export default node;
