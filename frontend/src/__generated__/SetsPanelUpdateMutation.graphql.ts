/**
 * @generated SignedSource<<da17d18ebbb3999e5c7c3b625de6b217>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSetInput = {
  artistIds?: ReadonlyArray<string> | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  setId: string;
  stageId?: string | null | undefined;
  timeEnd?: string | null | undefined;
  timeStart?: string | null | undefined;
};
export type SetsPanelUpdateMutation$variables = {
  input: UpdateSetInput;
};
export type SetsPanelUpdateMutation$data = {
  readonly updateSet: {
    readonly set: {
      readonly id: string;
    };
  };
};
export type SetsPanelUpdateMutation = {
  response: SetsPanelUpdateMutation$data;
  variables: SetsPanelUpdateMutation$variables;
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
    "concreteType": "UpdateSetPayload",
    "kind": "LinkedField",
    "name": "updateSet",
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
    "name": "SetsPanelUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetsPanelUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d861774667d7130481ff2b9d5aa5dedc",
    "id": null,
    "metadata": {},
    "name": "SetsPanelUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation SetsPanelUpdateMutation(\n  $input: UpdateSetInput!\n) {\n  updateSet(input: $input) {\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "125e2aad3a12439d30c7fbf7607d97da";

export default node;
