/**
 * @generated SignedSource<<5c182f655da847627120190a222ec172>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GroupRole = "CREATOR" | "MEMBER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupMemberRow_member$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly joinedAt: string;
  readonly role: GroupRole;
  readonly user: {
    readonly id: string;
    readonly username: string | null | undefined;
  };
  readonly " $fragmentType": "GroupMemberRow_member";
};
export type GroupMemberRow_member$key = {
  readonly " $data"?: GroupMemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupMemberRow_member">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupMemberRow_member",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinedAt",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GroupMember",
  "abstractKey": null
};
})();

(node as any).hash = "59220f198f2878f79b6a1d08864df930";

export default node;
