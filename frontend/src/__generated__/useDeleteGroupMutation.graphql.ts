/**
 * @generated SignedSource<<e35b645442e296e79ab328c58e243ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteGroupInput = {
  groupId: string;
};
export type useDeleteGroupMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteGroupInput;
};
export type useDeleteGroupMutation$data = {
  readonly deleteGroup: {
    readonly deletedGroupId: string;
  };
};
export type useDeleteGroupMutation = {
  response: useDeleteGroupMutation$data;
  variables: useDeleteGroupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedGroupId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteGroupPayload",
        "kind": "LinkedField",
        "name": "deleteGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteGroupPayload",
        "kind": "LinkedField",
        "name": "deleteGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedGroupId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9fe27314839d9d5e5321022ab0a3e8ad",
    "id": null,
    "metadata": {},
    "name": "useDeleteGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteGroupMutation(\n  $input: DeleteGroupInput!\n) {\n  deleteGroup(input: $input) {\n    deletedGroupId\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f0c0f3c3452a4d557a00afc3a05a4d2";

export default node;
