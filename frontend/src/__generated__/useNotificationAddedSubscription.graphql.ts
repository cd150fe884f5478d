/**
 * @generated SignedSource<<6f2f9d56134cad2a81d2aa037beaf0f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "MEETING_POINT" | "REMINDER" | "SET_CANCELLED" | "SET_RESTORED" | "SET_STAGE_CHANGED" | "SET_TIME_CHANGED" | "%future added value";
export type useNotificationAddedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationAddedSubscription$data = {
  readonly notificationAdded: {
    readonly createdAt: string;
    readonly id: string;
    readonly kind: NotificationKind;
    readonly message: string;
    readonly read: boolean;
    readonly set: {
      readonly edition: {
        readonly festival: {
          readonly slug: string;
        };
        readonly slug: string;
      };
      readonly slug: string;
    } | null | undefined;
  };
};
export type useNotificationAddedSubscription = {
  response: useNotificationAddedSubscription$data;
  variables: useNotificationAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "read",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Edition",
                "kind": "LinkedField",
                "name": "edition",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Festival",
                    "kind": "LinkedField",
                    "name": "festival",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Edition",
                "kind": "LinkedField",
                "name": "edition",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Festival",
                    "kind": "LinkedField",
                    "name": "festival",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "168945e87e48f922388502d38cba905e",
    "id": null,
    "metadata": {},
    "name": "useNotificationAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationAddedSubscription {\n  notificationAdded {\n    id\n    kind\n    message\n    read\n    createdAt\n    set {\n      slug\n      edition {\n        slug\n        festival {\n          slug\n          id\n        }\n        id\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d417f82590dcf52bdbc1b58246ad755";

export default node;
