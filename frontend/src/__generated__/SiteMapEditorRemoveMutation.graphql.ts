/**
 * @generated SignedSource<<a3f6f4ebc473f4dc0560f22b461a25b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveEditionMapInput = {
  editionId: string;
};
export type SiteMapEditorRemoveMutation$variables = {
  input: RemoveEditionMapInput;
};
export type SiteMapEditorRemoveMutation$data = {
  readonly removeEditionMap: {
    readonly edition: {
      readonly id: string;
      readonly mapHeightPx: number | null | undefined;
      readonly mapUrl: string | null | undefined;
      readonly mapWidthPx: number | null | undefined;
    };
  };
};
export type SiteMapEditorRemoveMutation = {
  response: SiteMapEditorRemoveMutation$data;
  variables: SiteMapEditorRemoveMutation$variables;
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
    "concreteType": "RemoveEditionMapPayload",
    "kind": "LinkedField",
    "name": "removeEditionMap",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Edition",
        "kind": "LinkedField",
        "name": "edition",
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
            "name": "mapUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapWidthPx",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mapHeightPx",
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
    "name": "SiteMapEditorRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteMapEditorRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9d60b7dee72f91c7af460f30980c9ba9",
    "id": null,
    "metadata": {},
    "name": "SiteMapEditorRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation SiteMapEditorRemoveMutation(\n  $input: RemoveEditionMapInput!\n) {\n  removeEditionMap(input: $input) {\n    edition {\n      id\n      mapUrl\n      mapWidthPx\n      mapHeightPx\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d3ad6fa58046e58ebfa63d9f8b136c4";

export default node;
