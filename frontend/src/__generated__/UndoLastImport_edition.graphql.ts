/**
 * @generated SignedSource<<ee4ed9e8a74b43719bb30b11923d24ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportKind = "SETS" | "STAGES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UndoLastImport_edition$data = {
  readonly lastImport: {
    readonly appliedAt: string;
    readonly fileName: string;
    readonly id: string;
    readonly kind: ImportKind;
    readonly rows: number;
    readonly undoableUntil: string;
  } | null | undefined;
  readonly " $fragmentType": "UndoLastImport_edition";
};
export type UndoLastImport_edition$key = {
  readonly " $data"?: UndoLastImport_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"UndoLastImport_edition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UndoLastImport_edition",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportRecord",
      "kind": "LinkedField",
      "name": "lastImport",
      "plural": false,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rows",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appliedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "undoableUntil",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};

(node as any).hash = "f7ce0f235b6bb311375cd4699e4ebdcf";

export default node;
