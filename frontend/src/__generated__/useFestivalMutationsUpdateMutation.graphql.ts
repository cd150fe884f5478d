/**
 * @generated SignedSource<<c25f2894ce671badb6e05d81cdc94e46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateFestivalInput = {
  description?: string | null | undefined;
  festivalId: string;
  name?: string | null | undefined;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};
export type useFestivalMutationsUpdateMutation$variables = {
  input: UpdateFestivalInput;
};
export type useFestivalMutationsUpdateMutation$data = {
  readonly updateFestival: {
    readonly festival: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FestivalRow_festival">;
    };
  };
};
export type useFestivalMutationsUpdateMutation = {
  response: useFestivalMutationsUpdateMutation$data;
  variables: useFestivalMutationsUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFestivalMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateFestivalPayload",
        "kind": "LinkedField",
        "name": "updateFestival",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Festival",
            "kind": "LinkedField",
            "name": "festival",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FestivalRow_festival"
              }
            ],
            "storageKey": null
          }
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
    "name": "useFestivalMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateFestivalPayload",
        "kind": "LinkedField",
        "name": "updateFestival",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Festival",
            "kind": "LinkedField",
            "name": "festival",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "websiteUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "published",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "137142e2142ea9a053c0fdc34cc45f6e",
    "id": null,
    "metadata": {},
    "name": "useFestivalMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useFestivalMutationsUpdateMutation(\n  $input: UpdateFestivalInput!\n) {\n  updateFestival(input: $input) {\n    festival {\n      id\n      ...FestivalRow_festival\n    }\n  }\n}\n\nfragment FestivalRow_festival on Festival {\n  id\n  name\n  slug\n  description\n  websiteUrl\n  logoUrl\n  published\n}\n"
  }
};
})();

(node as any).hash = "2d28b2213a5fd61b4b56ead334ac6aa1";

export default node;
