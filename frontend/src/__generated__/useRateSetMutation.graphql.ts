/**
 * @generated SignedSource<<dc22e6257e31ecef6133753dcbb273db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RateSetInput = {
  clientMutationId?: string | null | undefined;
  clientTimestamp?: string | null | undefined;
  didNotSee?: boolean | null | undefined;
  setId: string;
  stars?: number | null | undefined;
};
export type useRateSetMutation$variables = {
  input: RateSetInput;
};
export type useRateSetMutation$data = {
  readonly rateSet: {
    readonly clientMutationId: string | null | undefined;
    readonly set: {
      readonly canRate: boolean;
      readonly id: string;
      readonly myRating: number | null | undefined;
      readonly myRatingDidNotSee: boolean;
    };
  };
};
export type useRateSetMutation = {
  response: useRateSetMutation$data;
  variables: useRateSetMutation$variables;
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
    "concreteType": "RateSetPayload",
    "kind": "LinkedField",
    "name": "rateSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Set",
        "kind": "LinkedField",
        "name": "set",
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
            "name": "myRating",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "myRatingDidNotSee",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canRate",
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
    "name": "useRateSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRateSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b1864155c7b227ef3096aab49e7ff9b2",
    "id": null,
    "metadata": {},
    "name": "useRateSetMutation",
    "operationKind": "mutation",
    "text": "mutation useRateSetMutation(\n  $input: RateSetInput!\n) {\n  rateSet(input: $input) {\n    clientMutationId\n    set {\n      id\n      myRating\n      myRatingDidNotSee\n      canRate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af2f9009dda3712300d24a0caeb0fe56";

export default node;
