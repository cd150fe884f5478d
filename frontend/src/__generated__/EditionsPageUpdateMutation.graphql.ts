/**
 * @generated SignedSource<<9ef6efbc90c574e53b1433de390a9e37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEditionInput = {
  defaultWalkMinutes?: number | null | undefined;
  description?: string | null | undefined;
  editionId: string;
  endDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  location?: string | null | undefined;
  mapWidthMeters?: number | null | undefined;
  name?: string | null | undefined;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  startDate?: string | null | undefined;
  timeZone?: string | null | undefined;
  walkingMetersPerMinute?: number | null | undefined;
  year?: number | null | undefined;
};
export type EditionsPageUpdateMutation$variables = {
  input: UpdateEditionInput;
};
export type EditionsPageUpdateMutation$data = {
  readonly updateEdition: {
    readonly edition: {
      readonly id: string;
    };
  };
};
export type EditionsPageUpdateMutation = {
  response: EditionsPageUpdateMutation$data;
  variables: EditionsPageUpdateMutation$variables;
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
    "concreteType": "UpdateEditionPayload",
    "kind": "LinkedField",
    "name": "updateEdition",
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
    "name": "EditionsPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionsPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7642f8f3e1ccbf4dd30242e50c08ed56",
    "id": null,
    "metadata": {},
    "name": "EditionsPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation EditionsPageUpdateMutation(\n  $input: UpdateEditionInput!\n) {\n  updateEdition(input: $input) {\n    edition {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc5129bed8544f978d0d10236b07799f";

export default node;
