/**
 * @generated SignedSource<<7e9750a9f900f924050f66b26ca0d96c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadFestivalLogoInput = {
  festivalId: string;
  file: File;
};
export type useFestivalMutationsUploadLogoMutation$variables = {
  input: UploadFestivalLogoInput;
};
export type useFestivalMutationsUploadLogoMutation$data = {
  readonly uploadFestivalLogo: {
    readonly festival: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type useFestivalMutationsUploadLogoMutation = {
  response: useFestivalMutationsUploadLogoMutation$data;
  variables: useFestivalMutationsUploadLogoMutation$variables;
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
    "concreteType": "UploadFestivalLogoPayload",
    "kind": "LinkedField",
    "name": "uploadFestivalLogo",
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
    "name": "useFestivalMutationsUploadLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFestivalMutationsUploadLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2b09d7432f6cef023ba83043cae6f096",
    "id": null,
    "metadata": {},
    "name": "useFestivalMutationsUploadLogoMutation",
    "operationKind": "mutation",
    "text": "mutation useFestivalMutationsUploadLogoMutation(\n  $input: UploadFestivalLogoInput!\n) {\n  uploadFestivalLogo(input: $input) {\n    festival {\n      id\n      logoUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "28ad124c1fdaab263d6a94c34c68998f";

export default node;
