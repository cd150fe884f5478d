/**
 * @generated SignedSource<<d323c8a4cbd536671149fc3b9297bf57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFestivalInput = {
  festivalId: string;
};
export type FestivalsPageDeleteMutation$variables = {
  input: DeleteFestivalInput;
};
export type FestivalsPageDeleteMutation$data = {
  readonly deleteFestival: {
    readonly deletedFestivalId: string;
  };
};
export type FestivalsPageDeleteMutation = {
  response: FestivalsPageDeleteMutation$data;
  variables: FestivalsPageDeleteMutation$variables;
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
    "concreteType": "DeleteFestivalPayload",
    "kind": "LinkedField",
    "name": "deleteFestival",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedFestivalId",
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
    "name": "FestivalsPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FestivalsPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3be42594ec4bffcbc575ae86335fe0b4",
    "id": null,
    "metadata": {},
    "name": "FestivalsPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation FestivalsPageDeleteMutation(\n  $input: DeleteFestivalInput!\n) {\n  deleteFestival(input: $input) {\n    deletedFestivalId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2595b4ed31b918c451b78944fabfbc4";

export default node;
