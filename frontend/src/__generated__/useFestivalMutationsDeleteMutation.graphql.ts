/**
 * @generated SignedSource<<fa311d3a2355ccd830d2ae5a0c29c510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFestivalInput = {
  festivalId: string;
};
export type useFestivalMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteFestivalInput;
};
export type useFestivalMutationsDeleteMutation$data = {
  readonly deleteFestival: {
    readonly deletedFestivalId: string;
  };
};
export type useFestivalMutationsDeleteMutation = {
  response: useFestivalMutationsDeleteMutation$data;
  variables: useFestivalMutationsDeleteMutation$variables;
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
  "name": "deletedFestivalId",
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
    "name": "useFestivalMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteFestivalPayload",
        "kind": "LinkedField",
        "name": "deleteFestival",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useFestivalMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteFestivalPayload",
        "kind": "LinkedField",
        "name": "deleteFestival",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedFestivalId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b07da2f92a0e598f4e9ce97a87269fca",
    "id": null,
    "metadata": {},
    "name": "useFestivalMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useFestivalMutationsDeleteMutation(\n  $input: DeleteFestivalInput!\n) {\n  deleteFestival(input: $input) {\n    deletedFestivalId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1ddac6543f49f71e1f4f534e381433f";

export default node;
