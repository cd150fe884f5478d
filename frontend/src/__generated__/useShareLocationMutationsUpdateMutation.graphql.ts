/**
 * @generated SignedSource<<9bd47964fda7a077a89ba1b6ff92d623>>
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
export type useShareLocationMutationsUpdateMutation$variables = {
  input: ShareLocationInput;
};
export type useShareLocationMutationsUpdateMutation$data = {
  readonly shareLocation: {
    readonly expiresAt: string;
    readonly updatedAt: string;
  };
};
export type useShareLocationMutationsUpdateMutation = {
  response: useShareLocationMutationsUpdateMutation$data;
  variables: useShareLocationMutationsUpdateMutation$variables;
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
    "name": "useShareLocationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareLocationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7083fd4714a7e965062f8c459c29f8c1",
    "id": null,
    "metadata": {},
    "name": "useShareLocationMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useShareLocationMutationsUpdateMutation(\n  $input: ShareLocationInput!\n) {\n  shareLocation(input: $input) {\n    updatedAt\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfb80b41866d65dc8a8fb06141c500a0";

export default node;
