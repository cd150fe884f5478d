/**
 * @generated SignedSource<<faea0b03b9504050e01e2c7e7a0231ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateSetInput = {
  artistIds?: ReadonlyArray<string>;
  description?: string | null | undefined;
  editionId: string;
  name?: string | null | undefined;
  stageId?: string | null | undefined;
  timeEnd?: string | null | undefined;
  timeStart?: string | null | undefined;
};
export type useSetMutationsCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateSetInput;
};
export type useSetMutationsCreateMutation$data = {
  readonly createSet: {
    readonly set: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SetRow_set">;
    };
  };
};
export type useSetMutationsCreateMutation = {
  response: useSetMutationsCreateMutation$data;
  variables: useSetMutationsCreateMutation$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateSetPayload",
        "kind": "LinkedField",
        "name": "createSet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SetRow_set"
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
    "name": "useSetMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateSetPayload",
        "kind": "LinkedField",
        "name": "createSet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Set",
            "kind": "LinkedField",
            "name": "set",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "artists",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "set",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "SetEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bc3ba9bdf36cc15c62ad24dc3ce10097",
    "id": null,
    "metadata": {},
    "name": "useSetMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMutationsCreateMutation(\n  $input: CreateSetInput!\n) {\n  createSet(input: $input) {\n    set {\n      id\n      ...SetRow_set\n    }\n  }\n}\n\nfragment SetRow_set on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  timeStartLocal\n  timeEndLocal\n  stage {\n    id\n    name\n  }\n  artists {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "98afe7b0bb59a38748d70fcd11ebf7ac";

export default node;
