/**
 * @generated SignedSource<<2a7047257dd3b012f26a718c6b5283a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InviteStatus = "ACTIVE" | "EXPIRED" | "INACTIVE" | "OVERUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InviteRow_invite$data = {
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly maxUses: number | null | undefined;
  readonly status: InviteStatus;
  readonly usedCount: number;
  readonly " $fragmentType": "InviteRow_invite";
};
export type InviteRow_invite$key = {
  readonly " $data"?: InviteRow_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteRow_invite">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteRow_invite",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "GroupInvite",
  "abstractKey": null
};

(node as any).hash = "9e342f5a21dd7cdbf4b2176be2b9d115";

export default node;
