/**
 * @generated SignedSource<<d963fc5e3a1d1e294ef4add581351c8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateFestivalInput = {
  description?: string | null | undefined;
  name: string;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};
export type FestivalsPageCreateMutation$variables = {
  input: CreateFestivalInput;
};
export type FestivalsPageCreateMutation$data = {
  readonly createFestival: {
    readonly festival: {
      readonly id: string;
    };
  };
};
export type FestivalsPageCreateMutation = {
  response: FestivalsPageCreateMutation$data;
  variables: FestivalsPageCreateMutation$variables;
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
    "concreteType": "CreateFestivalPayload",
    "kind": "LinkedField",
    "name": "createFestival",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Festival",
        "kind": "LinkedField",
        "name": "festival",
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
    "name": "FestivalsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FestivalsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "961a4dbf93a8c08a36c9b648562cef3e",
    "id": null,
    "metadata": {},
    "name": "FestivalsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation FestivalsPageCreateMutation(\n  $input: CreateFestivalInput!\n) {\n  createFestival(input: $input) {\n    festival {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "30298d5f7946728bf5af8d4c45db8688";

export default node;
