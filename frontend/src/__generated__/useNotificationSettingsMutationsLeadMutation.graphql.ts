/**
 * @generated SignedSource<<dc0ff8a247b9bfe06be6fbf294932ac0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetReminderMinutesInput = {
  minutes?: number | null | undefined;
};
export type useNotificationSettingsMutationsLeadMutation$variables = {
  input: SetReminderMinutesInput;
};
export type useNotificationSettingsMutationsLeadMutation$data = {
  readonly setReminderMinutes: {
    readonly settings: {
      readonly pushDevices: number;
      readonly reminderMinutes: number | null | undefined;
    };
  };
};
export type useNotificationSettingsMutationsLeadMutation = {
  response: useNotificationSettingsMutationsLeadMutation$data;
  variables: useNotificationSettingsMutationsLeadMutation$variables;
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
    "name": "setReminderMinutes",
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
            "name": "reminderMinutes",
            "storageKey": null
          },
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
    "name": "useNotificationSettingsMutationsLeadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationSettingsMutationsLeadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e0dc53b1b5bfb79d6ee17a3670222793",
    "id": null,
    "metadata": {},
    "name": "useNotificationSettingsMutationsLeadMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationSettingsMutationsLeadMutation(\n  $input: SetReminderMinutesInput!\n) {\n  setReminderMinutes(input: $input) {\n    settings {\n      reminderMinutes\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1a3f3cb5a78a0d29d1d563c7126ef0c";

export default node;
