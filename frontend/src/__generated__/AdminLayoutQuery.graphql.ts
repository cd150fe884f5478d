/**
 * @generated SignedSource<<55e122511e2326d2c71b88577d08123b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminLayoutQuery$variables = Record<PropertyKey, never>;
export type AdminLayoutQuery$data = {
  readonly viewer: {
    readonly canEditArtists: boolean;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminLayoutQuery = {
  response: AdminLayoutQuery$data;
  variables: AdminLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canEditArtists",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminLayoutQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLayoutQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "34701cb9c2b7b958db2381c88f941511",
    "id": null,
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": "query AdminLayoutQuery {\n  viewer {\n    canEditArtists\n    isAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8688c86ba1b8d68be27a1ee7b310c04";

export default node;
