/**
 * @generated SignedSource<<5c7932b14302a7f3918403b102a8d619>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionCard_edition$data = {
  readonly description: string | null | undefined;
  readonly endDate: string | null | undefined;
  readonly isActive: boolean;
  readonly location: string | null | undefined;
  readonly name: string;
  readonly published: boolean;
  readonly slug: string;
  readonly startDate: string | null | undefined;
  readonly timeZone: string;
  readonly year: number;
  readonly " $fragmentType": "EditionCard_edition";
};
export type EditionCard_edition$key = {
  readonly " $data"?: EditionCard_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditionCard_edition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditionCard_edition",
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
      "name": "published",
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
      "name": "year",
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
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};

(node as any).hash = "695a242ea18d9d5d33e5780e02c5a4d3";

export default node;
