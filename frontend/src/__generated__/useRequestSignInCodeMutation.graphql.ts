/**
 * @generated SignedSource<<0e10e1cb3aa89b887a32c24767baec8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestSignInCodeInput = {
  email: string;
  inviteToken?: string | null | undefined;
  returnTo?: string | null | undefined;
};
export type useRequestSignInCodeMutation$variables = {
  input: RequestSignInCodeInput;
};
export type useRequestSignInCodeMutation$data = {
  readonly requestSignInCode: {
    readonly email: string;
    readonly resendAfterSeconds: number;
  };
};
export type useRequestSignInCodeMutation = {
  response: useRequestSignInCodeMutation$data;
  variables: useRequestSignInCodeMutation$variables;
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
    "concreteType": "RequestSignInCodePayload",
    "kind": "LinkedField",
    "name": "requestSignInCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAfterSeconds",
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
    "name": "useRequestSignInCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSignInCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fdfbe7255cc39e416cd50413a2da27b",
    "id": null,
    "metadata": {},
    "name": "useRequestSignInCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestSignInCodeMutation(\n  $input: RequestSignInCodeInput!\n) {\n  requestSignInCode(input: $input) {\n    email\n    resendAfterSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "b05ba7cd9364ebbcf280d44bf6c0c74c";

export default node;
