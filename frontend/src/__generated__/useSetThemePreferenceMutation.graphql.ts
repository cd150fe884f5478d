/**
 * @generated SignedSource<<9ebf0b0afb5ade07e01859049862b664>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThemePreference = "DARK" | "LIGHT" | "SYSTEM" | "%future added value";
export type SetThemePreferenceInput = {
  theme: ThemePreference;
};
export type useSetThemePreferenceMutation$variables = {
  input: SetThemePreferenceInput;
};
export type useSetThemePreferenceMutation$data = {
  readonly setThemePreference: {
    readonly viewer: {
      readonly theme: ThemePreference;
    };
  };
};
export type useSetThemePreferenceMutation = {
  response: useSetThemePreferenceMutation$data;
  variables: useSetThemePreferenceMutation$variables;
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
    "concreteType": "SetThemePreferencePayload",
    "kind": "LinkedField",
    "name": "setThemePreference",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "theme",
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
    "name": "useSetThemePreferenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetThemePreferenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "66f1cc280ea10271daf9e99227a62204",
    "id": null,
    "metadata": {},
    "name": "useSetThemePreferenceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetThemePreferenceMutation(\n  $input: SetThemePreferenceInput!\n) {\n  setThemePreference(input: $input) {\n    viewer {\n      theme\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "797999c6a2fa6fc025c0c634f8518ca6";

export default node;
