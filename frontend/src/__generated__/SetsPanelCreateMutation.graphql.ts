/**
 * @generated SignedSource<<95428aa452f84d3e4128786644a48d9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateSetInput = {
  artistIds?: ReadonlyArray<string>;
  description?: string | null | undefined;
  editionId: string;
  name?: string | null | undefined;
  stageId?: string | null | undefined;
  timeEnd?: string | null | undefined;
  timeStart?: string | null | undefined;
};
export type SetsPanelCreateMutation$variables = {
  input: CreateSetInput;
};
export type SetsPanelCreateMutation$data = {
  readonly createSet: {
    readonly set: {
      readonly id: string;
    };
  };
};
export type SetsPanelCreateMutation = {
  response: SetsPanelCreateMutation$data;
  variables: SetsPanelCreateMutation$variables;
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
    "concreteType": "CreateSetPayload",
    "kind": "LinkedField",
    "name": "createSet",
    "plural": false,
    "selections": [
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
    "name": "SetsPanelCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetsPanelCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "af44a48d01fa639a0bbd021dd18442c9",
    "id": null,
    "metadata": {},
    "name": "SetsPanelCreateMutation",
    "operationKind": "mutation",
    "text": "mutation SetsPanelCreateMutation(\n  $input: CreateSetInput!\n) {\n  createSet(input: $input) {\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a0fba21909c8c1c5706ecfe53190745";

export default node;
