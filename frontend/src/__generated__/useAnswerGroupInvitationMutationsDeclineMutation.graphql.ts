/**
 * @generated SignedSource<<66da60becd738ee3d7031093f824c052>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeclineGroupInvitationInput = {
  invitationId: string;
};
export type useAnswerGroupInvitationMutationsDeclineMutation$variables = {
  input: DeclineGroupInvitationInput;
  invitationConnections: ReadonlyArray<string>;
};
export type useAnswerGroupInvitationMutationsDeclineMutation$data = {
  readonly declineGroupInvitation: {
    readonly declinedInvitationId: string;
    readonly pendingGroupInvitationCount: number;
  };
};
export type useAnswerGroupInvitationMutationsDeclineMutation = {
  response: useAnswerGroupInvitationMutationsDeclineMutation$data;
  variables: useAnswerGroupInvitationMutationsDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "invitationConnections"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "declinedInvitationId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingGroupInvitationCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnswerGroupInvitationMutationsDeclineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineGroupInvitationPayload",
        "kind": "LinkedField",
        "name": "declineGroupInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerGroupInvitationMutationsDeclineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineGroupInvitationPayload",
        "kind": "LinkedField",
        "name": "declineGroupInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "declinedInvitationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "invitationConnections"
              }
            ]
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "deb4c66957084820a3a9c3b3bef96334",
    "id": null,
    "metadata": {},
    "name": "useAnswerGroupInvitationMutationsDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerGroupInvitationMutationsDeclineMutation(\n  $input: DeclineGroupInvitationInput!\n) {\n  declineGroupInvitation(input: $input) {\n    declinedInvitationId\n    pendingGroupInvitationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e6214224bf82adc79a27d0c31609d5f";

export default node;
