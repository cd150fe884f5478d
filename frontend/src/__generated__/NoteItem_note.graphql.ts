/**
 * @generated SignedSource<<bdd601f8d53514f58bdd091f0cf346b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoteItem_note$data = {
  readonly authorName: string;
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isMine: boolean;
  readonly " $fragmentType": "NoteItem_note";
};
export type NoteItem_note$key = {
  readonly " $data"?: NoteItem_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteItem_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteItem_note",
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMine",
      "storageKey": null
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "3c1ca111cf22879cfcc3601442627b5c";

export default node;
