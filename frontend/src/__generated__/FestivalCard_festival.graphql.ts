/**
 * @generated SignedSource<<b96e92d3fafc24658ac00092b0837b78>>
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
  readonly published: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
      "storageKey": null
    }
  ],
  "type": "Festival",
  "abstractKey": null
};

(node as any).hash = "7ca918db5e1341014da123aedb8facc1";

export default node;
