/**
 * @generated SignedSource<<293a3a5a9d083b54da542d0cb0a46991>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveFestivalLogoInput = {
  festivalId: string;
};
export type useFestivalMutationsRemoveLogoMutation$variables = {
  input: RemoveFestivalLogoInput;
};
export type useFestivalMutationsRemoveLogoMutation$data = {
  readonly removeFestivalLogo: {
    readonly festival: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type useFestivalMutationsRemoveLogoMutation = {
  response: useFestivalMutationsRemoveLogoMutation$data;
  variables: useFestivalMutationsRemoveLogoMutation$variables;
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
    "concreteType": "RemoveFestivalLogoPayload",
    "kind": "LinkedField",
    "name": "removeFestivalLogo",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoUrl",
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
    "name": "useFestivalMutationsRemoveLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFestivalMutationsRemoveLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8714f5386efd94c62ae73923415d43a9",
    "id": null,
    "metadata": {},
    "name": "useFestivalMutationsRemoveLogoMutation",
    "operationKind": "mutation",
    "text": "mutation useFestivalMutationsRemoveLogoMutation(\n  $input: RemoveFestivalLogoInput!\n) {\n  removeFestivalLogo(input: $input) {\n    festival {\n      id\n      logoUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4f24c0ba2a7a1b388f5182105599f3e";

export default node;
