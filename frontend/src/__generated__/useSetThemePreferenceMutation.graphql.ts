/**
 * @generated SignedSource<<2ffdcc036282385ba82ea289b894411d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThemePreference = "DARK" | "LIGHT" | "SYSTEM" | "%future added value";
export type SetThemePreferenceInput = {
  theme: ThemePreference;
  themeChangedAt?: string | null | undefined;
};
export type useSetThemePreferenceMutation$variables = {
  input: SetThemePreferenceInput;
};
export type useSetThemePreferenceMutation$data = {
  readonly setThemePreference: {
    readonly viewer: {
      readonly theme: ThemePreference;
      readonly themeChangedAt: string | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "themeChangedAt",
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
    "cacheID": "5fd4490815c2062277880bd23da743c3",
    "id": null,
    "metadata": {},
    "name": "useSetThemePreferenceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetThemePreferenceMutation(\n  $input: SetThemePreferenceInput!\n) {\n  setThemePreference(input: $input) {\n    viewer {\n      theme\n      themeChangedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "53b7136e7b8b241a6b1478b6b3f9385b";

export default node;
