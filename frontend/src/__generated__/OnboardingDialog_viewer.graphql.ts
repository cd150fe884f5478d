/**
 * @generated SignedSource<<7982a7d0ffc9280b1095d9667bae0e86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingDialog_viewer$data = {
  readonly email: string;
  readonly user: {
    readonly username: string | null | undefined;
  };
  readonly " $fragmentType": "OnboardingDialog_viewer";
};
export type OnboardingDialog_viewer$key = {
  readonly " $data"?: OnboardingDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b7612e7ce06ed27ddfd3434829702e6b";

export default node;
