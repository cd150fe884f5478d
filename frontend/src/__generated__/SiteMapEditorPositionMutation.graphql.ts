/**
 * @generated SignedSource<<391f19a635580c9b3f871b578088c78a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetStagePositionInput = {
  position?: StagePositionInput | null | undefined;
  stageId: string;
};
export type StagePositionInput = {
  x: number;
  y: number;
};
export type SiteMapEditorPositionMutation$variables = {
  input: SetStagePositionInput;
};
export type SiteMapEditorPositionMutation$data = {
  readonly setStagePosition: {
    readonly stage: {
      readonly id: string;
      readonly position: {
        readonly x: number;
        readonly y: number;
      } | null | undefined;
    };
  };
};
export type SiteMapEditorPositionMutation = {
  response: SiteMapEditorPositionMutation$data;
  variables: SiteMapEditorPositionMutation$variables;
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
    "concreteType": "SetStagePositionPayload",
    "kind": "LinkedField",
    "name": "setStagePosition",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stage",
        "kind": "LinkedField",
        "name": "stage",
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
            "concreteType": "StagePosition",
            "kind": "LinkedField",
            "name": "position",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "x",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "y",
                "storageKey": null
              }
            ],
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
    "name": "SiteMapEditorPositionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteMapEditorPositionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a101a5bce41a73eeb9a5102dfa72644f",
    "id": null,
    "metadata": {},
    "name": "SiteMapEditorPositionMutation",
    "operationKind": "mutation",
    "text": "mutation SiteMapEditorPositionMutation(\n  $input: SetStagePositionInput!\n) {\n  setStagePosition(input: $input) {\n    stage {\n      id\n      position {\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9cf7a73acd14e85ba2acbbb7b13046f0";

export default node;
