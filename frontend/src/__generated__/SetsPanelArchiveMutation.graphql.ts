/**
 * @generated SignedSource<<62a7c61c720ed0128ff1116def9ef5a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveSetInput = {
  setId: string;
};
export type SetsPanelArchiveMutation$variables = {
  input: ArchiveSetInput;
};
export type SetsPanelArchiveMutation$data = {
  readonly archiveSet: {
    readonly archivedSetId: string;
  };
};
export type SetsPanelArchiveMutation = {
  response: SetsPanelArchiveMutation$data;
  variables: SetsPanelArchiveMutation$variables;
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
    "concreteType": "ArchiveSetPayload",
    "kind": "LinkedField",
    "name": "archiveSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedSetId",
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
    "name": "SetsPanelArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetsPanelArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3d9416b2b3581109018a8b265f0e0498",
    "id": null,
    "metadata": {},
    "name": "SetsPanelArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation SetsPanelArchiveMutation(\n  $input: ArchiveSetInput!\n) {\n  archiveSet(input: $input) {\n    archivedSetId\n  }\n}\n"
  }
};
})();

(node as any).hash = "55e3d6eecf0891d83d5f141f116287db";

export default node;
