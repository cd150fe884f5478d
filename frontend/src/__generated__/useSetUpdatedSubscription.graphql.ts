/**
 * @generated SignedSource<<22742f7423229a9784ffdc4611996686>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetUpdatedSubscription$variables = {
  editionId: string;
};
export type useSetUpdatedSubscription$data = {
  readonly setUpdated: {
    readonly artists: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly genres: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
      readonly slug: string;
      readonly soundcloudFollowers: number;
      readonly soundcloudUrl: string | null | undefined;
      readonly spotifyUrl: string | null | undefined;
    }>;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly maxFollowers: number;
    readonly name: string;
    readonly slug: string;
    readonly stage: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly tally: {
      readonly average: number;
      readonly interested: number;
      readonly mustGo: number;
      readonly netScore: number;
      readonly popularity: number;
      readonly total: number;
      readonly wontGo: number;
    };
    readonly timeEnd: string | null | undefined;
    readonly timeStart: string | null | undefined;
  };
};
export type useSetUpdatedSubscription = {
  response: useSetUpdatedSubscription$data;
  variables: useSetUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "editionId"
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "editionId",
        "variableName": "editionId"
      }
    ],
    "concreteType": "Set",
    "kind": "LinkedField",
    "name": "setUpdated",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "maxFollowers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Stage",
        "kind": "LinkedField",
        "name": "stage",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artists",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "spotifyUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "soundcloudUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "soundcloudFollowers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MusicGenre",
            "kind": "LinkedField",
            "name": "genres",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VoteTally",
        "kind": "LinkedField",
        "name": "tally",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mustGo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interested",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wontGo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "netScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "popularity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "average",
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
    "name": "useSetUpdatedSubscription",
    "selections": (v6/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUpdatedSubscription",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "2711adcd5c38d8065a6dd89f09f149c3",
    "id": null,
    "metadata": {},
    "name": "useSetUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useSetUpdatedSubscription(\n  $editionId: ID!\n) {\n  setUpdated(editionId: $editionId) {\n    id\n    slug\n    name\n    description\n    timeStart\n    timeEnd\n    maxFollowers\n    stage {\n      id\n      name\n    }\n    artists {\n      id\n      name\n      slug\n      description\n      imageUrl\n      spotifyUrl\n      soundcloudUrl\n      soundcloudFollowers\n      genres {\n        id\n        name\n      }\n    }\n    tally {\n      mustGo\n      interested\n      wontGo\n      total\n      netScore\n      popularity\n      average\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1aa3c4373942ea34cb9b72ff237baff4";

export default node;
