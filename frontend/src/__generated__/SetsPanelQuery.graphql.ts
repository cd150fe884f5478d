/**
 * @generated SignedSource<<48de339aec475f6052579bbe059447c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetsPanelQuery$variables = {
  id: string;
};
export type SetsPanelQuery$data = {
  readonly node: {
    readonly sets?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly artists: ReadonlyArray<{
            readonly id: string;
            readonly name: string;
          }>;
          readonly description: string | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly stage: {
            readonly id: string;
            readonly name: string;
          } | null | undefined;
          readonly timeEnd: string | null | undefined;
          readonly timeEndLocal: string | null | undefined;
          readonly timeStart: string | null | undefined;
          readonly timeStartLocal: string | null | undefined;
        };
      }>;
    };
    readonly stages?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type SetsPanelQuery = {
  response: SetsPanelQuery$data;
  variables: SetsPanelQuery$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Stage",
      "kind": "LinkedField",
      "name": "stages",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "sort",
          "value": "DATE_ASC"
        }
      ],
      "concreteType": "SetConnection",
      "kind": "LinkedField",
      "name": "sets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SetEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Set",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
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
                  "name": "timeStart",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timeEnd",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timeStartLocal",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timeEndLocal",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Stage",
                  "kind": "LinkedField",
                  "name": "stage",
                  "plural": false,
                  "selections": (v4/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Artist",
                  "kind": "LinkedField",
                  "name": "artists",
                  "plural": true,
                  "selections": (v4/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "sets(first:100,sort:\"DATE_ASC\")"
    }
  ],
  "type": "Edition",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetsPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
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
    "name": "SetsPanelQuery",
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
          (v5/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d391ba58e14d8784261ed7ffdf9f4840",
    "id": null,
    "metadata": {},
    "name": "SetsPanelQuery",
    "operationKind": "query",
    "text": "query SetsPanelQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Edition {\n      stages {\n        id\n        name\n      }\n      sets(first: 100, sort: DATE_ASC) {\n        edges {\n          node {\n            id\n            name\n            description\n            timeStart\n            timeEnd\n            timeStartLocal\n            timeEndLocal\n            stage {\n              id\n              name\n            }\n            artists {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae32333d9edcec0957ee4052e2ca05ae";

export default node;
