/**
 * @generated SignedSource<<a02243e6a5364d00309111af8677a2a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemovePushSubscriptionInput = {
  endpoint: string;
};
export type useNotificationSettingsMutationsRemoveMutation$variables = {
  input: RemovePushSubscriptionInput;
};
export type useNotificationSettingsMutationsRemoveMutation$data = {
  readonly removePushSubscription: {
    readonly settings: {
      readonly pushDevices: number;
    };
  };
};
export type useNotificationSettingsMutationsRemoveMutation = {
  response: useNotificationSettingsMutationsRemoveMutation$data;
  variables: useNotificationSettingsMutationsRemoveMutation$variables;
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
    "name": "useNotificationSettingsMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationSettingsMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "77db09551c875b56324ad7d1deda317b",
    "id": null,
    "metadata": {},
    "name": "useNotificationSettingsMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationSettingsMutationsRemoveMutation(\n  $input: RemovePushSubscriptionInput!\n) {\n  removePushSubscription(input: $input) {\n    settings {\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1594f2008ec180d8d4db52240f0b8aba";

export default node;
