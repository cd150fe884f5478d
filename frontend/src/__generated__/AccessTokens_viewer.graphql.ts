/**
 * @generated SignedSource<<ce27aa41a14ee2c3375c43b94dcde316>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokens_viewer$data = {
  readonly accessTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_token">;
  }>;
  readonly " $fragmentType": "AccessTokens_viewer";
};
export type AccessTokens_viewer$key = {
  readonly " $data"?: AccessTokens_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokens_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokens_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccessToken",
      "kind": "LinkedField",
      "name": "accessTokens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AccessTokens_token"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5c6affaebdcb6c91a19bd97bc42d693a";

export default node;
