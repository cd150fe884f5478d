/**
 * @generated SignedSource<<4fe51ab68743015e5fdedf5fee1d8e45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThemePreference = "DARK" | "LIGHT" | "SYSTEM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppShell_viewer$data = {
  readonly needsOnboarding: boolean;
  readonly theme: ThemePreference;
  readonly themeChangedAt: string | null | undefined;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "theme",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "themeChangedAt",
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

(node as any).hash = "e1c21efb1d9115ed664de34a93f29394";

export default node;
