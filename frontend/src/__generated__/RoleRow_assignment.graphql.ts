/**
 * @generated SignedSource<<1bde86f6e90c8818660a98f01966bbe3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminRole = "ADMIN" | "MODERATOR" | "SUPER_ADMIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoleRow_assignment$data = {
  readonly canChange: boolean;
  readonly email: string;
  readonly id: string;
  readonly role: AdminRole;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "RoleRow_assignment";
};
export type RoleRow_assignment$key = {
  readonly " $data"?: RoleRow_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleRow_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleRow_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
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
      "name": "canChange",
      "storageKey": null
    }
  ],
  "type": "AdminRoleAssignment",
  "abstractKey": null
};

(node as any).hash = "01be892709e55cde200b5a86ffa95590";

export default node;
