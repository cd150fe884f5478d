/**
 * @generated SignedSource<<0f21e010881f4238987d1a3603fe3a7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlanShareKind = "PLAN" | "RECAP" | "%future added value";
export type SharePlanInput = {
  editionId: string;
  groupId?: string | null | undefined;
  kind?: PlanShareKind | null | undefined;
};
export type useSharePlanMutation$variables = {
  input: SharePlanInput;
};
export type useSharePlanMutation$data = {
  readonly sharePlan: {
    readonly qrCode: string;
    readonly share: {
      readonly createdAt: string;
      readonly id: string;
      readonly kind: PlanShareKind;
      readonly lastOpenedAt: string | null | undefined;
    };
    readonly url: string;
  };
};
export type useSharePlanMutation = {
  response: useSharePlanMutation$data;
  variables: useSharePlanMutation$variables;
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
    "concreteType": "SharePlanPayload",
    "kind": "LinkedField",
    "name": "sharePlan",
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
        "kind": "ScalarField",
        "name": "qrCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PlanShare",
        "kind": "LinkedField",
        "name": "share",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastOpenedAt",
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
    "name": "useSharePlanMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSharePlanMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "813f6b49fc0fdd7482796228170463a8",
    "id": null,
    "metadata": {},
    "name": "useSharePlanMutation",
    "operationKind": "mutation",
    "text": "mutation useSharePlanMutation(\n  $input: SharePlanInput!\n) {\n  sharePlan(input: $input) {\n    url\n    qrCode\n    share {\n      id\n      kind\n      createdAt\n      lastOpenedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d62d0e5e9dd5f12b5f0bf1c20685189a";

export default node;
