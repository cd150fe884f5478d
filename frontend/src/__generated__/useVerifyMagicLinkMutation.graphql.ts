/**
 * @generated SignedSource<<b9a398edac33f5619315586ff2e61a03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifyMagicLinkInput = {
  token: string;
};
export type useVerifyMagicLinkMutation$variables = {
  input: VerifyMagicLinkInput;
};
export type useVerifyMagicLinkMutation$data = {
  readonly verifyMagicLink: {
    readonly inviteToken: string | null | undefined;
    readonly returnTo: string | null | undefined;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
    };
  };
};
export type useVerifyMagicLinkMutation = {
  response: useVerifyMagicLinkMutation$data;
  variables: useVerifyMagicLinkMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "returnTo",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inviteToken",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyMagicLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "verifyMagicLink",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppShell_viewer"
              }
            ],
            "storageKey": null
          },
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
    "name": "useVerifyMagicLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "verifyMagicLink",
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
                "name": "needsOnboarding",
                "storageKey": null
              },
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
              },
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
                "name": "pendingGroupInvitationCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadNotificationCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
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
                    "name": "username",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEditArtists",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a67d618000fa2408b932df0d96bbb528",
    "id": null,
    "metadata": {},
    "name": "useVerifyMagicLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyMagicLinkMutation(\n  $input: VerifyMagicLinkInput!\n) {\n  verifyMagicLink(input: $input) {\n    viewer {\n      ...AppShell_viewer\n    }\n    returnTo\n    inviteToken\n  }\n}\n\nfragment AppShell_viewer on Viewer {\n  needsOnboarding\n  theme\n  themeChangedAt\n  ...Header_viewer\n  ...OnboardingDialog_viewer\n}\n\nfragment Header_viewer on Viewer {\n  email\n  pendingGroupInvitationCount\n  unreadNotificationCount\n  user {\n    id\n    username\n  }\n  ...UserMenuTrigger_viewer\n  ...UserMenu_viewer\n}\n\nfragment OnboardingDialog_viewer on Viewer {\n  email\n  user {\n    username\n    id\n  }\n}\n\nfragment UserMenuTrigger_viewer on Viewer {\n  email\n  user {\n    username\n    id\n  }\n}\n\nfragment UserMenu_viewer on Viewer {\n  email\n  canEditArtists\n  user {\n    username\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "865efcc2780fa377bcc773aa31bba175";

export default node;
