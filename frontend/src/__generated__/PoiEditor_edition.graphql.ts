/**
 * @generated SignedSource<<f370ec481aaa651e08679434927908e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PoiKind = "ACCESSIBILITY" | "BAR" | "CAMPING" | "CHARGING" | "EXIT" | "FIRST_AID" | "FOOD" | "INFO" | "LOCKERS" | "OTHER" | "TOILETS" | "WATER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PoiEditor_edition$data = {
  readonly id: string;
  readonly mapHeightPx: number | null | undefined;
  readonly mapUrl: string | null | undefined;
  readonly mapWidthMeters: number | null | undefined;
  readonly mapWidthPx: number | null | undefined;
  readonly pointsOfInterest: ReadonlyArray<{
    readonly id: string;
    readonly kind: PoiKind;
    readonly name: string;
    readonly openingHours: string | null | undefined;
    readonly position: {
      readonly x: number;
      readonly y: number;
    };
  }>;
  readonly " $fragmentType": "PoiEditor_edition";
};
export type PoiEditor_edition$key = {
  readonly " $data"?: PoiEditor_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"PoiEditor_edition">;
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
  "name": "PoiEditor_edition",
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
      "concreteType": "PointOfInterest",
      "kind": "LinkedField",
      "name": "pointsOfInterest",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "openingHours",
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

(node as any).hash = "19d258b9a280e6d0c47940a252bc25fe";

export default node;
