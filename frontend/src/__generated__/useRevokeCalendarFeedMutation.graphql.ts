/**
 * @generated SignedSource<<3d7b18673d1177224309e2497ebd7804>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokeCalendarFeedInput = {
  editionId: string;
};
export type useRevokeCalendarFeedMutation$variables = {
  input: RevokeCalendarFeedInput;
};
export type useRevokeCalendarFeedMutation$data = {
  readonly revokeCalendarFeed: {
    readonly edition: {
      readonly calendarFeed: {
        readonly createdAt: string;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type useRevokeCalendarFeedMutation = {
  response: useRevokeCalendarFeedMutation$data;
  variables: useRevokeCalendarFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RevokeCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "revokeCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Edition",
        "kind": "LinkedField",
        "name": "edition",
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeCalendarFeedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeCalendarFeedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "91b82840d76326fd9c8fe4b04de65b4f",
    "id": null,
    "metadata": {},
    "name": "useRevokeCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeCalendarFeedMutation(\n  $input: RevokeCalendarFeedInput!\n) {\n  revokeCalendarFeed(input: $input) {\n    edition {\n      id\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ead9909d57356172c44edec58a65524";

export default node;
