-- Together on site (issue 35): the site map on the earth, points of interest, visitors' private
-- pins, crew location sharing and meeting points. See docs/on-site.md.

-- An edition's georeference: the anchors staff gave (map metres and latitude/longitude) and the
-- transform fitted from them (internal/onsite.Georeference); NULL when the map has none.
ALTER TABLE festival_editions ADD COLUMN georeference jsonb;

-- Points of interest, per edition (Core team writes, everyone who may see the edition reads).
CREATE TABLE points_of_interest (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    kind                text NOT NULL CHECK (kind IN ('WATER', 'TOILETS', 'FIRST_AID', 'FOOD', 'BAR', 'INFO', 'EXIT',
                                                      'CAMPING', 'CHARGING', 'LOCKERS', 'ACCESSIBILITY', 'OTHER')),
    name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    pos_x               double precision NOT NULL CHECK (pos_x BETWEEN 0 AND 100000),
    pos_y               double precision NOT NULL CHECK (pos_y BETWEEN 0 AND 100000),
    opening_hours       text CHECK (length(opening_hours) <= 200),
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_of_interest_edition_idx ON points_of_interest (festival_edition_id, kind, name);

-- A visitor's private pins ("my tent", "car"): only their owner reads them. The client picks
-- the id (an outbox replays a save safely).
CREATE TABLE private_pins (
    id                  uuid PRIMARY KEY,
    user_id             uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    label               text NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
    pos_x               double precision NOT NULL CHECK (pos_x BETWEEN -100000 AND 200000),
    pos_y               double precision NOT NULL CHECK (pos_y BETWEEN -100000 AND 200000),
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL
);
CREATE INDEX private_pins_owner_idx ON private_pins (user_id, festival_edition_id, created_at);

-- Crew location sharing: ONLY the latest position of a member for a group, one row, never a
-- history. The row goes with the membership (leaving the group, removal, account deletion: the
-- cascade), at expiry (internal/onsite's sweep and every read), and when sharing stops.
CREATE TABLE member_locations (
    group_id        uuid NOT NULL,
    user_id         uuid NOT NULL,
    latitude        double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
    longitude       double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
    accuracy_meters double precision NOT NULL CHECK (accuracy_meters BETWEEN 0 AND 100000),
    updated_at      timestamptz NOT NULL,
    expires_at      timestamptz NOT NULL,
    PRIMARY KEY (group_id, user_id),
    FOREIGN KEY (group_id, user_id) REFERENCES group_members (group_id, user_id) ON DELETE CASCADE
);
CREATE INDEX member_locations_user_idx ON member_locations (user_id);
CREATE INDEX member_locations_expiry_idx ON member_locations (expires_at);

-- Meeting points a member drops for their group; gone an hour after their time.
CREATE TABLE meeting_points (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id            uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    created_by          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stage_id            uuid REFERENCES stages (id) ON DELETE CASCADE,
    pos_x               double precision CHECK (pos_x BETWEEN -100000 AND 200000),
    pos_y               double precision CHECK (pos_y BETWEEN -100000 AND 200000),
    meet_at             timestamptz NOT NULL,
    note                text CHECK (length(note) <= 140),
    created_at          timestamptz NOT NULL,
    CHECK ((pos_x IS NULL) = (pos_y IS NULL) AND ((stage_id IS NULL) <> (pos_x IS NULL)))
);
CREATE INDEX meeting_points_group_idx ON meeting_points (group_id, meet_at);
CREATE INDEX meeting_points_creator_idx ON meeting_points (created_by);
CREATE INDEX meeting_points_expiry_idx ON meeting_points (meet_at);

-- Every change of a group's shared locations (written, stopped, expired, or cascaded from a
-- membership or an account) is announced once per group and statement on member_location
-- ('<group>'): the payload names the group only, never a person or a position.
CREATE FUNCTION notify_member_locations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('member_location', g::text) FROM (SELECT DISTINCT group_id AS g FROM old_rows) d;
    ELSE
        PERFORM pg_notify('member_location', g::text) FROM (SELECT DISTINCT group_id AS g FROM new_rows) d;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER member_locations_insert_notify AFTER INSERT ON member_locations
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_member_locations();
CREATE TRIGGER member_locations_update_notify AFTER UPDATE ON member_locations
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_member_locations();
CREATE TRIGGER member_locations_delete_notify AFTER DELETE ON member_locations
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_member_locations();

-- A deleted (archived) group shares nothing any more.
CREATE FUNCTION group_archived_forget_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_locations WHERE group_id = NEW.id;
    DELETE FROM meeting_points WHERE group_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER groups_archived_forget_places AFTER UPDATE OF archived ON groups
    FOR EACH ROW WHEN (NEW.archived AND NOT OLD.archived) EXECUTE FUNCTION group_archived_forget_places();

-- Meeting points arrive as notifications (no set).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('SET_TIME_CHANGED', 'SET_STAGE_CHANGED', 'SET_CANCELLED', 'SET_RESTORED', 'REMINDER', 'MEETING_POINT'));
