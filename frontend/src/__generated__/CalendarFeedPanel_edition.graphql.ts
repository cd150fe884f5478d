/**
 * @generated SignedSource<<90b8dbcad4b3538669277f67fb3c9617>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarFeedPanel_edition$data = {
  readonly calendarFeed: {
    readonly createdAt: string;
  } | null | undefined;
  readonly id: string;
  readonly planDownloadPath: string;
  readonly " $fragmentType": "CalendarFeedPanel_edition";
};
export type CalendarFeedPanel_edition$key = {
  readonly " $data"?: CalendarFeedPanel_edition$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedPanel_edition">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedPanel_edition",
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
      "name": "planDownloadPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarFeed",
      "kind": "LinkedField",
      "name": "calendarFeed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Edition",
  "abstractKey": null
};

(node as any).hash = "27e9d587b3b896443e3371511ac82619";

export default node;
