/**
 * @generated SignedSource<<9e7af3a5974bbb26aef94aecef3bdef6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteGroupInviteInput = {
  inviteId: string;
};
export type useDeleteGroupInviteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteGroupInviteInput;
};
export type useDeleteGroupInviteMutation$data = {
  readonly deleteGroupInvite: {
    readonly deletedInviteId: string;
  };
};
export type useDeleteGroupInviteMutation = {
  response: useDeleteGroupInviteMutation$data;
  variables: useDeleteGroupInviteMutation$variables;
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
  "name": "deletedInviteId",
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
    "name": "useDeleteGroupInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteGroupInvitePayload",
        "kind": "LinkedField",
        "name": "deleteGroupInvite",
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
    "name": "useDeleteGroupInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteGroupInvitePayload",
        "kind": "LinkedField",
        "name": "deleteGroupInvite",
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
            "name": "deletedInviteId",
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
    "cacheID": "71d9e7b2ab6752c897baa7ddcbd59c31",
    "id": null,
    "metadata": {},
    "name": "useDeleteGroupInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteGroupInviteMutation(\n  $input: DeleteGroupInviteInput!\n) {\n  deleteGroupInvite(input: $input) {\n    deletedInviteId\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b6f494b5402d6bf57676bdf0ce2b63f";

export default node;
