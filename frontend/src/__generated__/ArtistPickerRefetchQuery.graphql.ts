/**
 * @generated SignedSource<<78a99f3384d8ac9fbacc20d57db7c7e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtistPickerRefetchQuery$variables = {
  pickerSearch?: string | null | undefined;
};
export type ArtistPickerRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ArtistPicker_query">;
};
export type ArtistPickerRefetchQuery = {
  response: ArtistPickerRefetchQuery$data;
  variables: ArtistPickerRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pickerSearch"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtistPickerRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "pickerSearch",
            "variableName": "pickerSearch"
          }
        ],
        "kind": "FragmentSpread",
        "name": "ArtistPicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistPickerRefetchQuery",
    "selections": [
      {
        "alias": "pickerArtists",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "pickerSearch"
          }
        ],
        "concreteType": "ArtistConnection",
        "kind": "LinkedField",
        "name": "artists",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtistEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "name",
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
    "cacheID": "9bc5aae8f3da5027e6fbf7d398159e15",
    "id": null,
    "metadata": {},
    "name": "ArtistPickerRefetchQuery",
    "operationKind": "query",
    "text": "query ArtistPickerRefetchQuery(\n  $pickerSearch: String\n) {\n  ...ArtistPicker_query_1yP2hX\n}\n\nfragment ArtistPicker_query_1yP2hX on Query {\n  pickerArtists: artists(search: $pickerSearch, first: 20) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "58a10c079aa98ac0227ef0ce477111bc";

export default node;
