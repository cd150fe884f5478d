/**
 * @generated SignedSource<<50258fc57078d446fa4e660f5b8087a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateEditionInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  festivalId: string;
  isActive?: boolean | null | undefined;
  location?: string | null | undefined;
  name: string;
  published?: boolean | null | undefined;
  slug?: string | null | undefined;
  startDate?: string | null | undefined;
  timeZone?: string | null | undefined;
  year?: number | null | undefined;
};
export type useEditionMutationsCreateMutation$variables = {
  input: CreateEditionInput;
};
export type useEditionMutationsCreateMutation$data = {
  readonly createEdition: {
    readonly edition: {
      readonly festival: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"EditionsList_festival">;
      };
      readonly id: string;
    };
  };
};
export type useEditionMutationsCreateMutation = {
  response: useEditionMutationsCreateMutation$data;
  variables: useEditionMutationsCreateMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditionMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEditionPayload",
        "kind": "LinkedField",
        "name": "createEdition",
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
                "concreteType": "Festival",
                "kind": "LinkedField",
                "name": "festival",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EditionsList_festival"
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
    "name": "useEditionMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEditionPayload",
        "kind": "LinkedField",
        "name": "createEdition",
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
                "concreteType": "Festival",
                "kind": "LinkedField",
                "name": "festival",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Edition",
                    "kind": "LinkedField",
                    "name": "editions",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "year",
                        "storageKey": null
                      },
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
                        "name": "location",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "timeZone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "published",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isActive",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ratingsPublic",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "327d747840005273c18348aadeac69c6",
    "id": null,
    "metadata": {},
    "name": "useEditionMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useEditionMutationsCreateMutation(\n  $input: CreateEditionInput!\n) {\n  createEdition(input: $input) {\n    edition {\n      id\n      festival {\n        id\n        ...EditionsList_festival\n      }\n    }\n  }\n}\n\nfragment EditionRow_edition on Edition {\n  id\n  name\n  slug\n  year\n  description\n  location\n  startDate\n  endDate\n  timeZone\n  published\n  isActive\n  ratingsPublic\n}\n\nfragment EditionsList_festival on Festival {\n  id\n  name\n  editions {\n    id\n    ...EditionRow_edition\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9c3c35a1c00113c50df4c7a368d8cff";

export default node;
