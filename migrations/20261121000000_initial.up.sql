-- The whole data model of the festival companion (visitor app, admin and groups).
-- Soft deletes use `archived`; uniqueness of slugs and names applies among non-archived rows
-- only where the product lets an archived row come back under the same name (stages, sets).

CREATE EXTENSION IF NOT EXISTS citext;

-- ---------------------------------------------------------------------------
-- Users, sign-in, sessions
-- ---------------------------------------------------------------------------

CREATE TABLE users (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email                citext NOT NULL UNIQUE,
    username             citext UNIQUE CHECK (username IS NULL OR username ~ '^[A-Za-z0-9_-]{2,50}$'),
    completed_onboarding boolean NOT NULL DEFAULT false,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now()
);

-- One live code (and magic link) per address; a new request replaces it.
CREATE TABLE sign_in_codes (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email        citext NOT NULL,
    code_hash    bytea NOT NULL,
    link_hash    bytea NOT NULL UNIQUE,
    invite_token text,
    return_to    text,
    attempts     int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    consumed_at  timestamptz
);
CREATE INDEX sign_in_codes_email_idx ON sign_in_codes (email, created_at DESC);
CREATE INDEX sign_in_codes_expires_idx ON sign_in_codes (expires_at);

CREATE TABLE sessions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash   bytea NOT NULL UNIQUE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    revoked_at   timestamptz,
    user_agent   text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Fixed-window counters for rate limits, shared by all instances.
CREATE TABLE rate_limits (
    key          text NOT NULL,
    window_start timestamptz NOT NULL,
    count        int NOT NULL DEFAULT 0,
    PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

CREATE TABLE admin_roles (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id    uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    role       text NOT NULL CHECK (role IN ('super_admin', 'admin', 'moderator')),
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_roles_role_idx ON admin_roles (role);

-- ---------------------------------------------------------------------------
-- Festivals, editions, stages
-- ---------------------------------------------------------------------------

CREATE TABLE festivals (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text NOT NULL CHECK (btrim(name) <> ''),
    slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    description text,
    website_url text,
    logo_url    text,
    published   boolean NOT NULL DEFAULT false,
    archived    boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX festivals_slug_key ON festivals (slug) WHERE NOT archived;
CREATE INDEX festivals_name_idx ON festivals (name) WHERE NOT archived;

CREATE TABLE festival_editions (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    festival_id uuid NOT NULL REFERENCES festivals (id),
    name        text NOT NULL CHECK (btrim(name) <> ''),
    slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    year        int NOT NULL CHECK (year BETWEEN 2000 AND 2100),
    description text,
    location    text,
    start_date  date,
    end_date    date,
    time_zone   text NOT NULL DEFAULT 'UTC',
    published   boolean NOT NULL DEFAULT false,
    archived    boolean NOT NULL DEFAULT false,
    is_active   boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE UNIQUE INDEX festival_editions_slug_key ON festival_editions (festival_id, slug) WHERE NOT archived;
CREATE INDEX festival_editions_festival_year_idx ON festival_editions (festival_id, year DESC) WHERE NOT archived;

CREATE TABLE stages (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id),
    name                text NOT NULL CHECK (btrim(name) <> ''),
    archived            boolean NOT NULL DEFAULT false,
    created_at          timestamptz NOT NULL DEFAULT now(),
    -- Unique including archived rows: an import of an archived name brings the stage back.
    UNIQUE (festival_edition_id, name)
);

-- ---------------------------------------------------------------------------
-- Artists, genres, sets
-- ---------------------------------------------------------------------------

CREATE TABLE music_genres (
    id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL UNIQUE
);

CREATE TABLE artists (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name                 text NOT NULL CHECK (btrim(name) <> ''),
    slug                 text NOT NULL,
    description          text,
    spotify_url          text,
    soundcloud_url       text,
    image_url            text,
    soundcloud_followers int NOT NULL DEFAULT 0 CHECK (soundcloud_followers >= 0),
    archived             boolean NOT NULL DEFAULT false,
    added_by             uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX artists_slug_key ON artists (slug) WHERE NOT archived;
CREATE INDEX artists_lower_name_idx ON artists (lower(name));
CREATE INDEX artists_created_idx ON artists (created_at DESC) WHERE NOT archived;

CREATE TABLE artist_music_genres (
    artist_id      uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
    music_genre_id uuid NOT NULL REFERENCES music_genres (id) ON DELETE CASCADE,
    PRIMARY KEY (artist_id, music_genre_id)
);
CREATE INDEX artist_music_genres_genre_idx ON artist_music_genres (music_genre_id);

CREATE TABLE sets (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id),
    stage_id            uuid REFERENCES stages (id),
    name                text NOT NULL CHECK (btrim(name) <> ''),
    slug                text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    description         text,
    time_start          timestamptz,
    time_end            timestamptz,
    archived            boolean NOT NULL DEFAULT false,
    created_by          uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CHECK (time_end IS NULL OR time_start IS NULL OR time_end >= time_start),
    UNIQUE (festival_edition_id, slug)
);
CREATE INDEX sets_edition_start_idx ON sets (festival_edition_id, time_start) WHERE NOT archived;
CREATE INDEX sets_stage_idx ON sets (stage_id);
CREATE INDEX sets_lookup_idx ON sets (festival_edition_id, stage_id, name);

CREATE TABLE set_artists (
    set_id    uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    artist_id uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
    position  int NOT NULL DEFAULT 0,
    PRIMARY KEY (set_id, artist_id)
);
CREATE INDEX set_artists_artist_idx ON set_artists (artist_id);

-- ---------------------------------------------------------------------------
-- Votes, notes, offline replay
-- ---------------------------------------------------------------------------

CREATE TABLE votes (
    user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    set_id           uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    vote_type        smallint NOT NULL CHECK (vote_type IN (-1, 1, 2)),
    client_timestamp timestamptz NOT NULL DEFAULT now(),
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, set_id)
);
CREATE INDEX votes_set_idx ON votes (set_id, vote_type);

-- The newest client timestamp a user's vote (or vote removal) for a set carried, so that a
-- replayed older change never overwrites a newer one, removals included.
CREATE TABLE vote_clocks (
    user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    set_id           uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    client_timestamp timestamptz NOT NULL,
    PRIMARY KEY (user_id, set_id)
);

CREATE TABLE notes (
    id           uuid PRIMARY KEY, -- client-generated, so offline replays are idempotent
    set_id       uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    note_content text NOT NULL CHECK (btrim(note_content) <> ''),
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_set_created_idx ON notes (set_id, created_at DESC);
CREATE INDEX notes_user_idx ON notes (user_id);

-- Results of mutations replayed from the offline outbox: same client id -> same result.
CREATE TABLE idempotency_keys (
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id  text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 200),
    operation  text NOT NULL,
    result     jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, client_id)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- ---------------------------------------------------------------------------
-- Groups and invites
-- ---------------------------------------------------------------------------

CREATE TABLE groups (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text NOT NULL CHECK (btrim(name) <> ''),
    description text,
    created_by  uuid NOT NULL REFERENCES users (id),
    archived    boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_created_idx ON groups (created_at DESC) WHERE NOT archived;
CREATE INDEX groups_created_by_idx ON groups (created_by);

CREATE TABLE group_members (
    id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id  uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role      text NOT NULL DEFAULT 'member' CHECK (role IN ('creator', 'member')),
    joined_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (group_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);
CREATE INDEX group_members_group_joined_idx ON group_members (group_id, joined_at);

CREATE TABLE group_invites (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id   uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    token_hash bytea NOT NULL UNIQUE,
    created_by uuid NOT NULL REFERENCES users (id),
    expires_at timestamptz,
    max_uses   int CHECK (max_uses IS NULL OR max_uses >= 1),
    used_count int NOT NULL DEFAULT 0 CHECK (used_count >= 0),
    is_active  boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (max_uses IS NULL OR used_count <= max_uses)
);
CREATE INDEX group_invites_group_idx ON group_invites (group_id, created_at DESC) WHERE is_active;

-- ---------------------------------------------------------------------------
-- Calendar feeds of a user's plan
-- ---------------------------------------------------------------------------

CREATE TABLE calendar_feeds (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id             uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id),
    token_hash          bytea NOT NULL UNIQUE,
    created_at          timestamptz NOT NULL DEFAULT now(),
    revoked_at          timestamptz
);
CREATE UNIQUE INDEX calendar_feeds_live_key ON calendar_feeds (user_id, festival_edition_id) WHERE revoked_at IS NULL;
