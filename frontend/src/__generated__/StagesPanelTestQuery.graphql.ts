/**
 * @generated SignedSource<<b2161ee4858cd98398da81bcbc17ea4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StagesPanelTestQuery$variables = Record<PropertyKey, never>;
export type StagesPanelTestQuery$data = {
  readonly node: {
    readonly edition: {
      readonly " $fragmentSpreads": FragmentRefs<"StagesPanel_edition">;
    } | null | undefined;
  } | null | undefined;
};
export type StagesPanelTestQuery = {
  response: StagesPanelTestQuery$data;
  variables: StagesPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "E1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StagesPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
        "storageKey": "node(id:\"E1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StagesPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
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
                  (v1/*:: as any*/),
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
        "storageKey": "node(id:\"E1\")"
      }
    ]
  },
  "params": {
    "cacheID": "4004bee685a6df50616237897011e91d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.id": (v3/*:: as any*/),
        "node.stages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Stage"
        },
        "node.stages.id": (v3/*:: as any*/),
        "node.stages.name": (v2/*:: as any*/)
      }
    },
    "name": "StagesPanelTestQuery",
    "operationKind": "query",
    "text": "query StagesPanelTestQuery {\n  node(id: \"E1\") {\n    __typename\n    ...StagesPanel_edition\n    id\n  }\n}\n\nfragment StagesPanel_edition on Edition {\n  id\n  stages {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "091a137c5f218200f8cc737ade416fc7";

export default node;
