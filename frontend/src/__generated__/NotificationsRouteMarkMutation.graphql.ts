/**
 * @generated SignedSource<<359190d2ffb1b1780b23ae125fd5db0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  all?: boolean | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
};
export type NotificationsRouteMarkMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type NotificationsRouteMarkMutation$data = {
  readonly markNotificationsRead: {
    readonly unreadNotificationCount: number;
  };
};
export type NotificationsRouteMarkMutation = {
  response: NotificationsRouteMarkMutation$data;
  variables: NotificationsRouteMarkMutation$variables;
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
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
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
    "name": "NotificationsRouteMarkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsRouteMarkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ecf269f6a85b3189fd49fbe95911f94f",
    "id": null,
    "metadata": {},
    "name": "NotificationsRouteMarkMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsRouteMarkMutation(\n  $input: MarkNotificationsReadInput!\n) {\n  markNotificationsRead(input: $input) {\n    unreadNotificationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "538b3953624b21a78ca91be1a4d57bbb";

export default node;
