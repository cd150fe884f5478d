/**
 * @generated SignedSource<<11e49387605ec1a237df09e1c3a2ff41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateEditionInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  festivalId: string;
  isActive?: boolean | null | undefined;
  location?: string | null | undefined;
  name: string;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  startDate?: string | null | undefined;
  timeZone?: string | null | undefined;
  year?: number | null | undefined;
};
export type EditionsPageCreateMutation$variables = {
  input: CreateEditionInput;
};
export type EditionsPageCreateMutation$data = {
  readonly createEdition: {
    readonly edition: {
      readonly id: string;
    };
  };
};
export type EditionsPageCreateMutation = {
  response: EditionsPageCreateMutation$data;
  variables: EditionsPageCreateMutation$variables;
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
    "concreteType": "CreateEditionPayload",
    "kind": "LinkedField",
    "name": "createEdition",
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
    "name": "EditionsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cceb7f997aae7dcac8ecea1a7b6ddc02",
    "id": null,
    "metadata": {},
    "name": "EditionsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation EditionsPageCreateMutation(\n  $input: CreateEditionInput!\n) {\n  createEdition(input: $input) {\n    edition {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a085f48119d52bf35ef1f225690bdba8";

export default node;
