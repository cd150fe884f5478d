/**
 * @generated SignedSource<<1b7210f2eeec074c6e44efe5ec2c6be2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetReminderMinutesInput = {
  minutes?: number | null | undefined;
};
export type NotificationSettingsLeadMutation$variables = {
  input: SetReminderMinutesInput;
};
export type NotificationSettingsLeadMutation$data = {
  readonly setReminderMinutes: {
    readonly settings: {
      readonly pushDevices: number;
      readonly reminderMinutes: number | null | undefined;
    };
  };
};
export type NotificationSettingsLeadMutation = {
  response: NotificationSettingsLeadMutation$data;
  variables: NotificationSettingsLeadMutation$variables;
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
    "name": "NotificationSettingsLeadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationSettingsLeadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8f88201b41a96325a6c85158b70fd083",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsLeadMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationSettingsLeadMutation(\n  $input: SetReminderMinutesInput!\n) {\n  setReminderMinutes(input: $input) {\n    settings {\n      reminderMinutes\n      pushDevices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0df31392a5d6590469ee8a7982e95304";

export default node;
