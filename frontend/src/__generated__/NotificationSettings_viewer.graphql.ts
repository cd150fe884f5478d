/**
 * @generated SignedSource<<374c3fd2bbdb83e9a7b89a033f37b706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettings_viewer$data = {
  readonly notificationSettings: {
    readonly pushDevices: number;
    readonly reminderMinutes: number | null | undefined;
    readonly vapidPublicKey: string;
  };
  readonly " $fragmentType": "NotificationSettings_viewer";
};
export type NotificationSettings_viewer$key = {
  readonly " $data"?: NotificationSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationSettings",
      "kind": "LinkedField",
      "name": "notificationSettings",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vapidPublicKey",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4a483c8490f28271f9676d461df2840f";

export default node;
