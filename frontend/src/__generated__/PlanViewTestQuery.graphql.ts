/**
 * @generated SignedSource<<038817aa626f7d2d96dffa0421f6cbdd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanViewTestQuery$variables = Record<PropertyKey, never>;
export type PlanViewTestQuery$data = {
  readonly node: {
    readonly plan?: {
      readonly " $fragmentSpreads": FragmentRefs<"PlanViewCrew_plan" | "PlanView_plan">;
    };
  } | null | undefined;
};
export type PlanViewTestQuery = {
  response: PlanViewTestQuery$data;
  variables: PlanViewTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Set"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Time"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanViewTestQuery",
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
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlanView_plan"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlanViewCrew_plan"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlanViewTestQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "walkMinutesBefore",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          },
                          (v2/*:: as any*/),
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
                            "concreteType": "Stage",
                            "kind": "LinkedField",
                            "name": "stage",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
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
                        "name": "wantedBy",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanLeftOut",
                    "kind": "LinkedField",
                    "name": "leftOut",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "message",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Set",
                        "kind": "LinkedField",
                        "name": "set",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/)
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
            "type": "Edition",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "node(id:\"E1\")"
      }
    ]
  },
  "params": {
    "cacheID": "2863ba6f0d3ba3a6c2acaa649972e1a9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.plan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Plan"
        },
        "node.plan.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PlanItem"
        },
        "node.plan.items.set": (v5/*:: as any*/),
        "node.plan.items.set.id": (v4/*:: as any*/),
        "node.plan.items.set.name": (v3/*:: as any*/),
        "node.plan.items.set.slug": (v3/*:: as any*/),
        "node.plan.items.set.stage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Stage"
        },
        "node.plan.items.set.stage.id": (v4/*:: as any*/),
        "node.plan.items.set.stage.name": (v3/*:: as any*/),
        "node.plan.items.set.timeEnd": (v6/*:: as any*/),
        "node.plan.items.set.timeStart": (v6/*:: as any*/),
        "node.plan.items.value": (v7/*:: as any*/),
        "node.plan.items.walkMinutesBefore": (v7/*:: as any*/),
        "node.plan.items.wantedBy": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "node.plan.leftOut": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PlanLeftOut"
        },
        "node.plan.leftOut.message": (v3/*:: as any*/),
        "node.plan.leftOut.set": (v5/*:: as any*/),
        "node.plan.leftOut.set.id": (v4/*:: as any*/),
        "node.plan.score": (v7/*:: as any*/)
      }
    },
    "name": "PlanViewTestQuery",
    "operationKind": "query",
    "text": "query PlanViewTestQuery {\n  node(id: \"E1\") {\n    __typename\n    ... on Edition {\n      plan {\n        ...PlanView_plan\n        ...PlanViewCrew_plan\n      }\n    }\n    id\n  }\n}\n\nfragment PlanViewCrew_plan on Plan {\n  items {\n    wantedBy\n    set {\n      id\n    }\n  }\n}\n\nfragment PlanView_plan on Plan {\n  score\n  items {\n    value\n    walkMinutesBefore\n    set {\n      id\n      slug\n      name\n      timeStart\n      timeEnd\n      stage {\n        id\n        name\n      }\n    }\n  }\n  leftOut {\n    message\n    set {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "abc16074e0d5ddfede1c2f51630f8e1e";

export default node;
