/**
 * @generated SignedSource<<21e13ff991fddceb8eec83346c1a438b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EnableCalendarFeedInput = {
  editionId: string;
};
export type useEnableCalendarFeedMutation$variables = {
  input: EnableCalendarFeedInput;
};
export type useEnableCalendarFeedMutation$data = {
  readonly enableCalendarFeed: {
    readonly edition: {
      readonly calendarFeed: {
        readonly createdAt: string;
      } | null | undefined;
      readonly id: string;
    };
    readonly url: string;
  };
};
export type useEnableCalendarFeedMutation = {
  response: useEnableCalendarFeedMutation$data;
  variables: useEnableCalendarFeedMutation$variables;
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
    "concreteType": "EnableCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "enableCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
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
    "name": "useEnableCalendarFeedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEnableCalendarFeedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05532e40dfa472f27b3def4b12df4e7a",
    "id": null,
    "metadata": {},
    "name": "useEnableCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useEnableCalendarFeedMutation(\n  $input: EnableCalendarFeedInput!\n) {\n  enableCalendarFeed(input: $input) {\n    url\n    edition {\n      id\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c7d3fc5cfc5e443d4969b1afae2bb79";

export default node;
