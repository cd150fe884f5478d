/**
 * @generated SignedSource<<09cce9f88372d20b8175893b37747ca8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditionStagesPageQuery$variables = {
  id: string;
};
export type EditionStagesPageQuery$data = {
  readonly node: {
    readonly edition: {
      readonly " $fragmentSpreads": FragmentRefs<"StagesPanel_edition">;
    } | null | undefined;
  } | null | undefined;
};
export type EditionStagesPageQuery = {
  response: EditionStagesPageQuery$data;
  variables: EditionStagesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
    "name": "EditionStagesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StagesPanel_edition"
                }
              ],
              "type": "Edition",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "edition"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditionStagesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Stage",
                "kind": "LinkedField",
                "name": "stages",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Edition",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "33d24edfd7b6743bdab58be1a2805173",
    "id": null,
    "metadata": {},
    "name": "EditionStagesPageQuery",
    "operationKind": "query",
    "text": "query EditionStagesPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...StagesPanel_edition\n    id\n  }\n}\n\nfragment StagesPanel_edition on Edition {\n  id\n  stages {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7d0265dada92591a7abbb744341e3a4";

export default node;
