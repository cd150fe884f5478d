/**
 * @generated SignedSource<<30c8178d996c7c21112323f4178046ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveFestivalLogoInput = {
  festivalId: string;
};
export type LogoControlsRemoveMutation$variables = {
  input: RemoveFestivalLogoInput;
};
export type LogoControlsRemoveMutation$data = {
  readonly removeFestivalLogo: {
    readonly festival: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type LogoControlsRemoveMutation = {
  response: LogoControlsRemoveMutation$data;
  variables: LogoControlsRemoveMutation$variables;
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
    "name": "LogoControlsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoControlsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5f6dda0c82260754b0c6b5579e2434d0",
    "id": null,
    "metadata": {},
    "name": "LogoControlsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation LogoControlsRemoveMutation(\n  $input: RemoveFestivalLogoInput!\n) {\n  removeFestivalLogo(input: $input) {\n    festival {\n      id\n      logoUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f283e145b70cd1235efd4a9b3c40828";

export default node;
