-- Nobody is put into a group without consent: "add member" makes a pending invitation that the
-- invited user accepts (becoming a row of group_members) or declines (the row goes away).
-- Pending invitations live in their own table, so every query of group_members keeps meaning
-- "members who joined" and shares nothing before the invitation is accepted.
CREATE TABLE group_member_requests (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id   uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    invited_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (group_id, user_id)
);
CREATE INDEX group_member_requests_user_idx ON group_member_requests (user_id, created_at DESC);
