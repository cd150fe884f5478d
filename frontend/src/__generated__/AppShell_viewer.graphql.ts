/**
 * @generated SignedSource<<8bff99d0d9cba92781ea8b4edba11f66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShell_viewer$data = {
  readonly needsOnboarding: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"Header_viewer" | "OnboardingDialog_viewer">;
  readonly " $fragmentType": "AppShell_viewer";
};
export type AppShell_viewer$key = {
  readonly " $data"?: AppShell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppShell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsOnboarding",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Header_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnboardingDialog_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4d423304caa7c9c9caab37d3b4990509";

export default node;
