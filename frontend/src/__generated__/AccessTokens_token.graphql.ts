/**
 * @generated SignedSource<<36ed4017e53f750e065f51826497268a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "READ" | "VOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessTokens_token$data = {
  readonly active: boolean;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly revokedAt: string | null | undefined;
  readonly scopes: ReadonlyArray<AccessTokenScope>;
  readonly " $fragmentType": "AccessTokens_token";
};
export type AccessTokens_token$key = {
  readonly " $data"?: AccessTokens_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokens_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
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
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "AccessToken",
  "abstractKey": null
};

(node as any).hash = "b8634637761911024e15a1b7bc0f55b4";

export default node;
