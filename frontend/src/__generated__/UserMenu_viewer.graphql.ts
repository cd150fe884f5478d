/**
 * @generated SignedSource<<210836eca0d2931fd0015efc386c08f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenu_viewer$data = {
  readonly email: string;
  readonly isAdmin: boolean;
  readonly user: {
    readonly username: string | null | undefined;
  };
  readonly " $fragmentType": "UserMenu_viewer";
};
export type UserMenu_viewer$key = {
  readonly " $data"?: UserMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_viewer",
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
      "kind": "ScalarField",
      "name": "isAdmin",
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

(node as any).hash = "ddc58679f805bd16714f9d76e89cd4ed";

export default node;
