/**
 * @generated SignedSource<<f3d3fe8d07d62347d5153eedaa0db94d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "MEETING_POINT" | "REMINDER" | "SET_CANCELLED" | "SET_RESTORED" | "SET_STAGE_CHANGED" | "SET_TIME_CHANGED" | "%future added value";
export type useNotificationAddedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationAddedSubscription$data = {
  readonly notificationAdded: {
    readonly createdAt: string;
    readonly id: string;
    readonly kind: NotificationKind;
    readonly message: string;
    readonly read: boolean;
  };
};
export type useNotificationAddedSubscription = {
  response: useNotificationAddedSubscription$data;
  variables: useNotificationAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationAdded",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "read",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationAddedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationAddedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f1af47902d6747a7bbab06fd0df93517",
    "id": null,
    "metadata": {},
    "name": "useNotificationAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationAddedSubscription {\n  notificationAdded {\n    id\n    kind\n    message\n    read\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "a539e28e6652b6d16c5cb0812e1e4fd4";

export default node;
