/**
 * @generated SignedSource<<c2e29d8a564a63c4f5f727379b455708>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSetInput = {
  artistIds?: ReadonlyArray<string> | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  setId: string;
  stageId?: string | null | undefined;
  timeEnd?: string | null | undefined;
  timeStart?: string | null | undefined;
};
export type useSetMutationsUpdateMutation$variables = {
  input: UpdateSetInput;
};
export type useSetMutationsUpdateMutation$data = {
  readonly updateSet: {
    readonly set: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SetRow_set">;
    };
  };
};
export type useSetMutationsUpdateMutation = {
  response: useSetMutationsUpdateMutation$data;
  variables: useSetMutationsUpdateMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSetPayload",
        "kind": "LinkedField",
        "name": "updateSet",
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
              (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSetPayload",
        "kind": "LinkedField",
        "name": "updateSet",
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
    ]
  },
  "params": {
    "cacheID": "56f66dcc60547cdecacd2ed15e2c884e",
    "id": null,
    "metadata": {},
    "name": "useSetMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMutationsUpdateMutation(\n  $input: UpdateSetInput!\n) {\n  updateSet(input: $input) {\n    set {\n      id\n      ...SetRow_set\n    }\n  }\n}\n\nfragment SetRow_set on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  timeStartLocal\n  timeEndLocal\n  stage {\n    id\n    name\n  }\n  artists {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b1fd095e3a17ddde60d4eb0f8b20e57";

export default node;
