/**
 * @generated SignedSource<<ea65727bc8bea6f6a339527e26cdf53b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadEditionMapInput = {
  editionId: string;
  file: File;
};
export type SiteMapEditorUploadMutation$variables = {
  input: UploadEditionMapInput;
};
export type SiteMapEditorUploadMutation$data = {
  readonly uploadEditionMap: {
    readonly edition: {
      readonly id: string;
      readonly mapHeightPx: number | null | undefined;
      readonly mapUrl: string | null | undefined;
      readonly mapWidthPx: number | null | undefined;
    };
  };
};
export type SiteMapEditorUploadMutation = {
  response: SiteMapEditorUploadMutation$data;
  variables: SiteMapEditorUploadMutation$variables;
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
    "concreteType": "UploadEditionMapPayload",
    "kind": "LinkedField",
    "name": "uploadEditionMap",
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
    "name": "SiteMapEditorUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteMapEditorUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "973eb592a0e9a0c8f5e9bd32189c42ec",
    "id": null,
    "metadata": {},
    "name": "SiteMapEditorUploadMutation",
    "operationKind": "mutation",
    "text": "mutation SiteMapEditorUploadMutation(\n  $input: UploadEditionMapInput!\n) {\n  uploadEditionMap(input: $input) {\n    edition {\n      id\n      mapUrl\n      mapWidthPx\n      mapHeightPx\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb9cd355d3a765fb3a85301d699d1540";

export default node;
