/**
 * @generated SignedSource<<7c7e4c1e7117fcdff237f17b597f24a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAccountMutationsDeleteMutation$variables = Record<PropertyKey, never>;
export type useAccountMutationsDeleteMutation$data = {
  readonly deleteAccount: {
    readonly deletedGroups: number;
    readonly deletedVotes: number;
    readonly ok: boolean;
    readonly transferredGroups: number;
  };
};
export type useAccountMutationsDeleteMutation = {
  response: useAccountMutationsDeleteMutation$data;
  variables: useAccountMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {
          "confirm": true
        }
      }
    ],
    "concreteType": "DeleteAccountPayload",
    "kind": "LinkedField",
    "name": "deleteAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "transferredGroups",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedGroups",
        "storageKey": null
      }
    ],
    "storageKey": "deleteAccount(input:{\"confirm\":true})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAccountMutationsDeleteMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAccountMutationsDeleteMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "54fa900c5f0aa0cdf03166e19795fcb9",
    "id": null,
    "metadata": {},
    "name": "useAccountMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useAccountMutationsDeleteMutation {\n  deleteAccount(input: {confirm: true}) {\n    ok\n    deletedVotes\n    transferredGroups\n    deletedGroups\n  }\n}\n"
  }
};
})();

(node as any).hash = "0753d02e7afb511c09c7b9fb8e7d74e4";

export default node;
