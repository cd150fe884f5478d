/**
 * @generated SignedSource<<df9cd770b7b24e28d1a78e10d03aaf0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RenameStageInput = {
  name: string;
  stageId: string;
};
export type useStageMutationsRenameMutation$variables = {
  input: RenameStageInput;
};
export type useStageMutationsRenameMutation$data = {
  readonly renameStage: {
    readonly stage: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useStageMutationsRenameMutation = {
  response: useStageMutationsRenameMutation$data;
  variables: useStageMutationsRenameMutation$variables;
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
    "concreteType": "RenameStagePayload",
    "kind": "LinkedField",
    "name": "renameStage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stage",
        "kind": "LinkedField",
        "name": "stage",
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
            "name": "name",
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
    "name": "useStageMutationsRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStageMutationsRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce303d00d6f060d798f9d639f51a1ca7",
    "id": null,
    "metadata": {},
    "name": "useStageMutationsRenameMutation",
    "operationKind": "mutation",
    "text": "mutation useStageMutationsRenameMutation(\n  $input: RenameStageInput!\n) {\n  renameStage(input: $input) {\n    stage {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9ec212b699c5c2ebbfb1d8adc387dc9";

export default node;
