/**
 * @generated SignedSource<<f74a1c619289cf76fbe389e6924bce76>>
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
export type LogoControlsUploadMutation$variables = {
  input: UploadFestivalLogoInput;
};
export type LogoControlsUploadMutation$data = {
  readonly uploadFestivalLogo: {
    readonly festival: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type LogoControlsUploadMutation = {
  response: LogoControlsUploadMutation$data;
  variables: LogoControlsUploadMutation$variables;
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
    "name": "LogoControlsUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoControlsUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "916501bc19959095945853bb4cf9f273",
    "id": null,
    "metadata": {},
    "name": "LogoControlsUploadMutation",
    "operationKind": "mutation",
    "text": "mutation LogoControlsUploadMutation(\n  $input: UploadFestivalLogoInput!\n) {\n  uploadFestivalLogo(input: $input) {\n    festival {\n      id\n      logoUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cffd8ec4e0dfb2b9b7b709b1ff28dbc1";

export default node;
