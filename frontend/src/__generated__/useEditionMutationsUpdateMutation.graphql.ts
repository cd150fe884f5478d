/**
 * @generated SignedSource<<882241eca142d633f613c9e85f498531>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
export type useEditionMutationsUpdateMutation$variables = {
  input: UpdateEditionInput;
};
export type useEditionMutationsUpdateMutation$data = {
  readonly updateEdition: {
    readonly edition: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EditionRow_edition">;
    };
  };
};
export type useEditionMutationsUpdateMutation = {
  response: useEditionMutationsUpdateMutation$data;
  variables: useEditionMutationsUpdateMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditionMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EditionRow_edition"
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
    "name": "useEditionMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
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
    ]
  },
  "params": {
    "cacheID": "d434e36ebf5785d03764428a23a588b0",
    "id": null,
    "metadata": {},
    "name": "useEditionMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useEditionMutationsUpdateMutation(\n  $input: UpdateEditionInput!\n) {\n  updateEdition(input: $input) {\n    edition {\n      id\n      ...EditionRow_edition\n    }\n  }\n}\n\nfragment EditionRow_edition on Edition {\n  id\n  name\n  slug\n  year\n  description\n  location\n  startDate\n  endDate\n  timeZone\n  published\n  isActive\n  ratingsPublic\n}\n"
  }
};
})();

(node as any).hash = "4a5a0d5402c69e1b55fab969c3307e1f";

export default node;
