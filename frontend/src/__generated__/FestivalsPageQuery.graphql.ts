/**
 * @generated SignedSource<<60b49a6970c5ff75052f8a9d6f7729ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FestivalsPageQuery$variables = Record<PropertyKey, never>;
export type FestivalsPageQuery$data = {
  readonly festivals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string | null | undefined;
        readonly id: string;
        readonly logoUrl: string | null | undefined;
        readonly name: string;
        readonly published: boolean;
        readonly slug: string;
        readonly websiteUrl: string | null | undefined;
      };
    }>;
  };
};
export type FestivalsPageQuery = {
  response: FestivalsPageQuery$data;
  variables: FestivalsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "FestivalConnection",
    "kind": "LinkedField",
    "name": "festivals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FestivalEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Festival",
            "kind": "LinkedField",
            "name": "node",
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
    ],
    "storageKey": "festivals(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FestivalsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FestivalsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "865253fa75291bd95e9aa0cb0ba5d9f2",
    "id": null,
    "metadata": {},
    "name": "FestivalsPageQuery",
    "operationKind": "query",
    "text": "query FestivalsPageQuery {\n  festivals(first: 100) {\n    edges {\n      node {\n        id\n        name\n        slug\n        description\n        websiteUrl\n        logoUrl\n        published\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "19cda155d19ade8bfbd052e22b229f23";

export default node;
