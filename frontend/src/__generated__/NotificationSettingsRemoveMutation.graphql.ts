/**
 * @generated SignedSource<<ef615aaaff0faf1a08fdd602c97acdb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemovePushSubscriptionInput = {
  endpoint: string;
};
export type NotificationSettingsRemoveMutation$variables = {
  input: RemovePushSubscriptionInput;
};
export type NotificationSettingsRemoveMutation$data = {
  readonly removePushSubscription: {
    readonly settings: {
      readonly pushDevices: number;
    };
  };
};
export type NotificationSettingsRemoveMutation = {
  response: NotificationSettingsRemoveMutation$data;
  variables: NotificationSettingsRemoveMutation$variables;
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
    "name": "removePushSubscription",
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
    "name": "NotificationSettingsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationSettingsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "660f90f36e1c7d60a558e1b4e89309f8",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationSettingsRemoveMutation(\n  $input: RemovePushSubscriptionInput!\n) {\n  removePushSubscription(input: $input) {\n    settings {\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd694a013ab67dd00d2cc3b9bf5af4f6";

export default node;
