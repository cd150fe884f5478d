/**
 * @generated SignedSource<<ddc7673c4d2873debf12032bdf46ab33>>
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
export type useNotificationSettingsMutationsAddMutation$variables = {
  input: AddPushSubscriptionInput;
};
export type useNotificationSettingsMutationsAddMutation$data = {
  readonly addPushSubscription: {
    readonly settings: {
      readonly pushDevices: number;
    };
  };
};
export type useNotificationSettingsMutationsAddMutation = {
  response: useNotificationSettingsMutationsAddMutation$data;
  variables: useNotificationSettingsMutationsAddMutation$variables;
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
    "name": "useNotificationSettingsMutationsAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationSettingsMutationsAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99288fee72ff46a71d0dc3f6acb84938",
    "id": null,
    "metadata": {},
    "name": "useNotificationSettingsMutationsAddMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationSettingsMutationsAddMutation(\n  $input: AddPushSubscriptionInput!\n) {\n  addPushSubscription(input: $input) {\n    settings {\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2e5b1f606c12d0773c624c18eb51552";

export default node;
