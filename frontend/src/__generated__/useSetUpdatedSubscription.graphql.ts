/**
 * @generated SignedSource<<d948548505525ae73b2350a94e51bfd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSetUpdatedSubscription$variables = {
  editionId: string;
};
export type useSetUpdatedSubscription$data = {
  readonly setUpdated: {
    readonly id: string;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"SetDetail_set">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "editionId",
    "variableName": "editionId"
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
  "name": "slug",
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
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Set",
        "kind": "LinkedField",
        "name": "setUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": [
              {
                "kind": "Literal",
                "name": "shared",
                "value": true
              }
            ],
            "kind": "FragmentSpread",
            "name": "SetDetail_set"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Set",
        "kind": "LinkedField",
        "name": "setUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
              (v4/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
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
    "cacheID": "04a5dcaf6373ab665fb2008bc3e92bb3",
    "id": null,
    "metadata": {},
    "name": "useSetUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useSetUpdatedSubscription(\n  $editionId: ID!\n) {\n  setUpdated(editionId: $editionId) {\n    id\n    slug\n    ...SetDetail_set_2TbQVd\n  }\n}\n\nfragment SetDetail_set_2TbQVd on Set {\n  id\n  name\n  description\n  timeStart\n  timeEnd\n  stage {\n    name\n    id\n  }\n  artists {\n    id\n    name\n    description\n    imageUrl\n    spotifyUrl\n    soundcloudUrl\n    soundcloudFollowers\n    genres {\n      id\n      name\n    }\n  }\n  ...VoteButtons_set_2TbQVd\n  ...SetTally_set\n}\n\nfragment SetTally_set on Set {\n  name\n  tally {\n    mustGo\n    interested\n    wontGo\n    total\n    netScore\n  }\n}\n\nfragment VoteButtons_set_2TbQVd on Set {\n  id\n  name\n}\n"
  }
};
})();

(node as any).hash = "548169fc50af84ee3b05cd0d682834ce";

export default node;
