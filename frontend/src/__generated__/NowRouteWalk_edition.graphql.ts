/**
 * @generated SignedSource<<376da963b42bec32272a533f8d729125>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NowRouteWalk_edition$data = {
  readonly defaultWalkMinutes: number;
  readonly stages: ReadonlyArray<{
    readonly id: string;
    readonly position: {
      readonly x: number;
      readonly y: number;
    } | null | undefined;
  }>;
  readonly walkingMetersPerMinute: number;
  readonly " $fragmentType": "NowRouteWalk_edition";
};
export type NowRouteWalk_edition$key = {
  readonly " $data"?: NowRouteWalk_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"NowRouteWalk_edition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NowRouteWalk_edition",
  "selections": [
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

(node as any).hash = "96accfb3f4266f8bedddd41203db8386";

export default node;
