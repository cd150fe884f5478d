/**
 * @generated SignedSource<<2bc281ea1f20c13542543f35cd349d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeoreferenceEditor_edition$data = {
  readonly georeference: {
    readonly anchors: ReadonlyArray<{
      readonly at: {
        readonly latitude: number;
        readonly longitude: number;
      };
      readonly position: {
        readonly x: number;
        readonly y: number;
      };
    }>;
    readonly residualMeters: number;
    readonly scale: number;
  } | null | undefined;
  readonly georeferenced: boolean;
  readonly id: string;
  readonly mapHeightPx: number | null | undefined;
  readonly mapUrl: string | null | undefined;
  readonly mapWidthMeters: number | null | undefined;
  readonly mapWidthPx: number | null | undefined;
  readonly " $fragmentType": "GeoreferenceEditor_edition";
};
export type GeoreferenceEditor_edition$key = {
  readonly " $data"?: GeoreferenceEditor_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeoreferenceEditor_edition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeoreferenceEditor_edition",
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
      "name": "georeferenced",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MapGeoreference",
      "kind": "LinkedField",
      "name": "georeference",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "residualMeters",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MapAnchor",
          "kind": "LinkedField",
          "name": "anchors",
          "plural": true,
          "selections": [
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "GeoPoint",
              "kind": "LinkedField",
              "name": "at",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "latitude",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "longitude",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "9d9344bba080bb8dfcbcc31807f93d91";

export default node;
