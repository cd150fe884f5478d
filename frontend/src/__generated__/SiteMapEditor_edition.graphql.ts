/**
 * @generated SignedSource<<c56b7cbe5fb3c80312b15ec5d4f2e64e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteMapEditor_edition$data = {
  readonly defaultWalkMinutes: number;
  readonly id: string;
  readonly mapHeightPx: number | null | undefined;
  readonly mapUrl: string | null | undefined;
  readonly mapWidthMeters: number | null | undefined;
  readonly mapWidthPx: number | null | undefined;
  readonly stages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly position: {
      readonly x: number;
      readonly y: number;
    } | null | undefined;
  }>;
  readonly walkingMetersPerMinute: number;
  readonly " $fragmentType": "SiteMapEditor_edition";
};
export type SiteMapEditor_edition$key = {
  readonly " $data"?: SiteMapEditor_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteMapEditor_edition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteMapEditor_edition",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapWidthPx",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapHeightPx",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapWidthMeters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "walkingMetersPerMinute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultWalkMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Stage",
      "kind": "LinkedField",
      "name": "stages",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "StagePosition",
          "kind": "LinkedField",
          "name": "position",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "x",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "y",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};
})();

(node as any).hash = "a7612f8310b404b6488458048bfe9f5d";

export default node;
