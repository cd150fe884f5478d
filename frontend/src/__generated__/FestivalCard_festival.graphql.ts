/**
 * @generated SignedSource<<4b2323da873f9d465d73b1aaaedb4b2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FestivalCard_festival$data = {
  readonly description: string | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly websiteUrl: string | null | undefined;
  readonly " $fragmentType": "FestivalCard_festival";
};
export type FestivalCard_festival$key = {
  readonly " $data"?: FestivalCard_festival$data;
  readonly " $fragmentSpreads": FragmentRefs<"FestivalCard_festival">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FestivalCard_festival",
  "selections": [
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "websiteUrl",
      "storageKey": null
    }
  ],
  "type": "Festival",
  "abstractKey": null
};

(node as any).hash = "8644b95bd24d092c4df99560e79053d9";

export default node;
