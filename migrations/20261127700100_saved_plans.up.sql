-- A visitor's saved plan of an edition (issue 28): the sets they mean to see, in their order.
-- Kept per user and edition; part of the account export and deletion (internal/account).
CREATE TABLE saved_plans (
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    set_id     uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    position   smallint NOT NULL,
    saved_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, edition_id, set_id)
);
-- Who has a set in their plan (a change of the set concerns them).
CREATE INDEX saved_plans_set ON saved_plans (set_id);
