/**
 * @generated SignedSource<<c51252415695fcc21e3d10c3e4a6c32f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShareLocationInput = {
  accuracyMeters: number;
  at: GeoPointInput;
  groupId: string;
  minutes: number;
  untilEndOfDayOf?: string | null | undefined;
};
export type GeoPointInput = {
  latitude: number;
  longitude: number;
};
export type useShareLocationMutationsShareMutation$variables = {
  input: ShareLocationInput;
};
export type useShareLocationMutationsShareMutation$data = {
  readonly shareLocation: {
    readonly expiresAt: string;
    readonly group: {
      readonly id: string;
      readonly sharingUntil: string | null | undefined;
    };
    readonly updatedAt: string;
  };
};
export type useShareLocationMutationsShareMutation = {
  response: useShareLocationMutationsShareMutation$data;
  variables: useShareLocationMutationsShareMutation$variables;
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
    "concreteType": "ShareLocationPayload",
    "kind": "LinkedField",
    "name": "shareLocation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "group",
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
            "name": "sharingUntil",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "useShareLocationMutationsShareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareLocationMutationsShareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62f9275466aa0c2d7c140c699791ff5f",
    "id": null,
    "metadata": {},
    "name": "useShareLocationMutationsShareMutation",
    "operationKind": "mutation",
    "text": "mutation useShareLocationMutationsShareMutation(\n  $input: ShareLocationInput!\n) {\n  shareLocation(input: $input) {\n    group {\n      id\n      sharingUntil\n    }\n    updatedAt\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f08360d52503d7abd8d3eab928fb5818";

export default node;
