/**
 * @generated SignedSource<<0a42f1f8a61cfe29c1844ce87d1fd4c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenuTrigger_viewer$data = {
  readonly email: string;
  readonly user: {
    readonly username: string | null | undefined;
  };
  readonly " $fragmentType": "UserMenuTrigger_viewer";
};
export type UserMenuTrigger_viewer$key = {
  readonly " $data"?: UserMenuTrigger_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenuTrigger_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenuTrigger_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4aec7bfb7479fab964ba1ba999097d1a";

export default node;
