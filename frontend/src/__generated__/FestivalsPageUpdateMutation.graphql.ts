/**
 * @generated SignedSource<<b8127e3177b674a86476ed70d367bd51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateFestivalInput = {
  description?: string | null | undefined;
  festivalId: string;
  name?: string | null | undefined;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};
export type FestivalsPageUpdateMutation$variables = {
  input: UpdateFestivalInput;
};
export type FestivalsPageUpdateMutation$data = {
  readonly updateFestival: {
    readonly festival: {
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly published: boolean;
      readonly slug: string;
      readonly websiteUrl: string | null | undefined;
    };
  };
};
export type FestivalsPageUpdateMutation = {
  response: FestivalsPageUpdateMutation$data;
  variables: FestivalsPageUpdateMutation$variables;
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
            "name": "published",
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
    "name": "FestivalsPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FestivalsPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "551bac640f7580dd05c1c2dad042d92e",
    "id": null,
    "metadata": {},
    "name": "FestivalsPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation FestivalsPageUpdateMutation(\n  $input: UpdateFestivalInput!\n) {\n  updateFestival(input: $input) {\n    festival {\n      id\n      name\n      slug\n      description\n      websiteUrl\n      published\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1a9df90542cb8617aa406e8845052d6";

export default node;
