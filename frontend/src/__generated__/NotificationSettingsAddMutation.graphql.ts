/**
 * @generated SignedSource<<7419805ee0c69aefab764482de8ff1bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddPushSubscriptionInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};
export type NotificationSettingsAddMutation$variables = {
  input: AddPushSubscriptionInput;
};
export type NotificationSettingsAddMutation$data = {
  readonly addPushSubscription: {
    readonly settings: {
      readonly pushDevices: number;
    };
  };
};
export type NotificationSettingsAddMutation = {
  response: NotificationSettingsAddMutation$data;
  variables: NotificationSettingsAddMutation$variables;
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
    "concreteType": "NotificationSettingsPayload",
    "kind": "LinkedField",
    "name": "addPushSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationSettings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pushDevices",
            "storageKey": null
          }
        ],
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
    "name": "NotificationSettingsAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationSettingsAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca59ce1f21b35abf5554d1a9b3999d3c",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsAddMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationSettingsAddMutation(\n  $input: AddPushSubscriptionInput!\n) {\n  addPushSubscription(input: $input) {\n    settings {\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "68b9c15f7b0a22b170b43f47a45a0895";

export default node;
