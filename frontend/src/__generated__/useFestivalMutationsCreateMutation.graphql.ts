/**
 * @generated SignedSource<<f8b5884314cd7fc85f155231a9dee2c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateFestivalInput = {
  description?: string | null | undefined;
  name: string;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};
export type useFestivalMutationsCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateFestivalInput;
};
export type useFestivalMutationsCreateMutation$data = {
  readonly createFestival: {
    readonly festival: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FestivalRow_festival">;
    };
  };
};
export type useFestivalMutationsCreateMutation = {
  response: useFestivalMutationsCreateMutation$data;
  variables: useFestivalMutationsCreateMutation$variables;
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
  "name": "id",
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
    "name": "useFestivalMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateFestivalPayload",
        "kind": "LinkedField",
        "name": "createFestival",
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
              (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useFestivalMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateFestivalPayload",
        "kind": "LinkedField",
        "name": "createFestival",
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
              (v3/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "festival",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "FestivalEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6de2be67193ce5403cca79422dd9c3e0",
    "id": null,
    "metadata": {},
    "name": "useFestivalMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useFestivalMutationsCreateMutation(\n  $input: CreateFestivalInput!\n) {\n  createFestival(input: $input) {\n    festival {\n      id\n      ...FestivalRow_festival\n    }\n  }\n}\n\nfragment FestivalRow_festival on Festival {\n  id\n  name\n  slug\n  description\n  websiteUrl\n  logoUrl\n  published\n}\n"
  }
};
})();

(node as any).hash = "e28b243591925d6f573ff60ca3d3c983";

export default node;
