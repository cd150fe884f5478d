/**
 * @generated SignedSource<<ec54093ad47ad2caca5d8e7f6f1c51b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationSettingsMutationsTestMutation$variables = Record<PropertyKey, never>;
export type useNotificationSettingsMutationsTestMutation$data = {
  readonly sendTestNotification: {
    readonly devices: number;
  };
};
export type useNotificationSettingsMutationsTestMutation = {
  response: useNotificationSettingsMutationsTestMutation$data;
  variables: useNotificationSettingsMutationsTestMutation$variables;
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
    "name": "useNotificationSettingsMutationsTestMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationSettingsMutationsTestMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c274da4f6254ad725ca1ec47270479ca",
    "id": null,
    "metadata": {},
    "name": "useNotificationSettingsMutationsTestMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationSettingsMutationsTestMutation {\n  sendTestNotification {\n    devices\n  }\n}\n"
  }
};
})();

(node as any).hash = "76c2edcd1b3553c6afb4fcd2a773348e";

export default node;
