-- Share and remember (issue 36): read-only links to a saved plan or a recap, and ratings of
-- sets after they ended. See docs/share-and-ratings.md.

-- A share link: the token is stored only as its hash (like invite links and calendar feeds);
-- revoking deletes the row, so the link answers 404. kind 'plan' shows the owner's saved plan
-- (or, with group_id, the crew plan of that group), kind 'recap' the owner's recap.
CREATE TABLE plan_shares (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id             uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    group_id            uuid REFERENCES groups (id) ON DELETE CASCADE,
    kind                text NOT NULL DEFAULT 'plan' CHECK (kind IN ('plan', 'recap')),
    token_hash          bytea NOT NULL UNIQUE,
    created_at          timestamptz NOT NULL,
    last_opened_at      timestamptz
);
CREATE INDEX plan_shares_owner_idx ON plan_shares (user_id, created_at DESC);

-- A visitor's rating of a set: 1-5 stars, or "didn't see it" (stars NULL). One per user and set.
CREATE TABLE set_ratings (
    user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    set_id           uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    stars            smallint CHECK (stars BETWEEN 1 AND 5),
    did_not_see      boolean NOT NULL DEFAULT false,
    client_timestamp timestamptz NOT NULL,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL,
    PRIMARY KEY (user_id, set_id),
    CHECK ((stars IS NULL) = did_not_see)
);
CREATE INDEX set_ratings_set_idx ON set_ratings (set_id) WHERE stars IS NOT NULL;

-- Whether visitors see the rating aggregates once the edition has ended (staff always do).
ALTER TABLE festival_editions ADD COLUMN ratings_public boolean NOT NULL DEFAULT false;
