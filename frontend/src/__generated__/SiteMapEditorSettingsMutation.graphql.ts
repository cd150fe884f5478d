/**
 * @generated SignedSource<<daf57c6e6ba1bbc0e5a86189e1c7144f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEditionInput = {
  defaultWalkMinutes?: number | null | undefined;
  description?: string | null | undefined;
  editionId: string;
  endDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  location?: string | null | undefined;
  mapWidthMeters?: number | null | undefined;
  name?: string | null | undefined;
  published?: boolean | null | undefined;
  ratingsPublic?: boolean | null | undefined;
  slug?: string | null | undefined;
  startDate?: string | null | undefined;
  timeZone?: string | null | undefined;
  walkingMetersPerMinute?: number | null | undefined;
  year?: number | null | undefined;
};
export type SiteMapEditorSettingsMutation$variables = {
  input: UpdateEditionInput;
};
export type SiteMapEditorSettingsMutation$data = {
  readonly updateEdition: {
    readonly edition: {
      readonly defaultWalkMinutes: number;
      readonly id: string;
      readonly mapWidthMeters: number | null | undefined;
      readonly walkingMetersPerMinute: number;
    };
  };
};
export type SiteMapEditorSettingsMutation = {
  response: SiteMapEditorSettingsMutation$data;
  variables: SiteMapEditorSettingsMutation$variables;
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
    "concreteType": "UpdateEditionPayload",
    "kind": "LinkedField",
    "name": "updateEdition",
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
            "name": "mapWidthMeters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "walkingMetersPerMinute",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultWalkMinutes",
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
    "name": "SiteMapEditorSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteMapEditorSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aca6b96a977771c8602b9ceb5621c900",
    "id": null,
    "metadata": {},
    "name": "SiteMapEditorSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation SiteMapEditorSettingsMutation(\n  $input: UpdateEditionInput!\n) {\n  updateEdition(input: $input) {\n    edition {\n      id\n      mapWidthMeters\n      walkingMetersPerMinute\n      defaultWalkMinutes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "263f0c9b3d216068112aa8b7b19f1859";

export default node;
