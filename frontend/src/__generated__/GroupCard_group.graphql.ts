/**
 * @generated SignedSource<<6cad2889b7dcc3c54fdf3cc2143d04fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly isMember: boolean;
  readonly memberCount: number;
  readonly name: string;
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupCard_group",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMember",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "0709b5d6939e034acbd7ff0b97c3fd55";

export default node;
