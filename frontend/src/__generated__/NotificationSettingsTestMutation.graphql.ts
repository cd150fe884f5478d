/**
 * @generated SignedSource<<d4fcd1820edbb6e6422282ae5131ce4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationSettingsTestMutation$variables = Record<PropertyKey, never>;
export type NotificationSettingsTestMutation$data = {
  readonly sendTestNotification: {
    readonly devices: number;
  };
};
export type NotificationSettingsTestMutation = {
  response: NotificationSettingsTestMutation$data;
  variables: NotificationSettingsTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendTestNotificationPayload",
    "kind": "LinkedField",
    "name": "sendTestNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
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
    "name": "NotificationSettingsTestMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsTestMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4792bba456692ac928d8f9f16d5f1727",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsTestMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationSettingsTestMutation {\n  sendTestNotification {\n    devices\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a976e44ad8a9ef2a139046ea1af3aa9";

export default node;
