/**
 * @generated SignedSource<<077668fd57887cee67e8e02123d29287>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EditionListRouteQuery$variables = {
  festivalSlug: string;
};
export type EditionListRouteQuery$data = {
  readonly festival: {
    readonly description: string | null | undefined;
    readonly id: string;
    readonly logoUrl: string | null | undefined;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type EditionListRouteQuery = {
  response: EditionListRouteQuery$data;
  variables: EditionListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "festivalSlug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "festivalSlug"
      }
    ],
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
        "name": "logoUrl",
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
    "name": "EditionListRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionListRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a9a13726192ae6d8792e1dcdce21b020",
    "id": null,
    "metadata": {},
    "name": "EditionListRouteQuery",
    "operationKind": "query",
    "text": "query EditionListRouteQuery(\n  $festivalSlug: String!\n) {\n  festival(slug: $festivalSlug) {\n    id\n    name\n    slug\n    description\n    logoUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "158c56e9a94b1f3cdb1b0624d1b3bf5a";

export default node;
