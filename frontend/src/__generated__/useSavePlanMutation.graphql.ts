/**
 * @generated SignedSource<<12e5d2256282cb7ee44935eb139a7170>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavePlanInput = {
  editionId: string;
  setIds: ReadonlyArray<string>;
};
export type useSavePlanMutation$variables = {
  input: SavePlanInput;
};
export type useSavePlanMutation$data = {
  readonly savePlan: {
    readonly edition: {
      readonly id: string;
      readonly savedPlan: {
        readonly items: ReadonlyArray<{
          readonly set: {
            readonly id: string;
            readonly name: string;
            readonly stage: {
              readonly id: string;
              readonly name: string;
            } | null | undefined;
            readonly timeEnd: string | null | undefined;
            readonly timeStart: string | null | undefined;
          };
          readonly walkMinutesBefore: number;
        }>;
        readonly problems: ReadonlyArray<{
          readonly message: string;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"SavedPlanView_savedPlan">;
      };
    };
  };
};
export type useSavePlanMutation = {
  response: useSavePlanMutation$data;
  variables: useSavePlanMutation$variables;
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
  "name": "walkMinutesBefore",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeStart",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeEnd",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Stage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePlanPayload",
        "kind": "LinkedField",
        "name": "savePlan",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPlan",
                "kind": "LinkedField",
                "name": "savedPlan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanProblem",
                    "kind": "LinkedField",
                    "name": "problems",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SavedPlanView_savedPlan"
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePlanPayload",
        "kind": "LinkedField",
        "name": "savePlan",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPlan",
                "kind": "LinkedField",
                "name": "savedPlan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanProblem",
                    "kind": "LinkedField",
                    "name": "problems",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "savedAt",
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
    ]
  },
  "params": {
    "cacheID": "df18c8771dd3a398d6ea9b18bc388152",
    "id": null,
    "metadata": {},
    "name": "useSavePlanMutation",
    "operationKind": "mutation",
    "text": "mutation useSavePlanMutation(\n  $input: SavePlanInput!\n) {\n  savePlan(input: $input) {\n    edition {\n      id\n      savedPlan {\n        items {\n          walkMinutesBefore\n          set {\n            id\n            name\n            timeStart\n            timeEnd\n            stage {\n              id\n              name\n            }\n          }\n        }\n        problems {\n          message\n        }\n        ...SavedPlanView_savedPlan\n      }\n    }\n  }\n}\n\nfragment SavedPlanView_savedPlan on SavedPlan {\n  savedAt\n  items {\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      stage {\n        name\n        id\n      }\n    }\n  }\n  problems {\n    message\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a363465d3b46c8e2797eb971a953233e";

export default node;
