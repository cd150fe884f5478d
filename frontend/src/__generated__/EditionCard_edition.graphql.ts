/**
 * @generated SignedSource<<daafcf793e992a4807632fef07b6219f>>
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

(node as any).hash = "fe7920f698fc31541f4b05f2e02931c4";

export default node;
