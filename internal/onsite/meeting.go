package onsite

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/geo"
)

// KindMeetingPoint is the notification kind of a meeting point.
const KindMeetingPoint = "MEETING_POINT"

// MeetingPoint is where and when a group meets: at a stage or a point of the map.
type MeetingPoint struct {
	ID                uuid.UUID  `bun:"id,type:uuid"`
	GroupID           uuid.UUID  `bun:"group_id,type:uuid"`
	FestivalEditionID uuid.UUID  `bun:"festival_edition_id,type:uuid"`
	CreatedBy         uuid.UUID  `bun:"created_by,type:uuid"`
	CreatorName       string     `bun:"creator_name"`
	StageID           *uuid.UUID `bun:"stage_id,type:uuid"`
	PosX              *float64   `bun:"pos_x"`
	PosY              *float64   `bun:"pos_y"`
	MeetAt            time.Time  `bun:"meet_at"`
	Note              *string    `bun:"note"`
	CreatedAt         time.Time  `bun:"created_at"`
}

// ExpiresAt is when the meeting point disappears: an hour after its time.
func (m *MeetingPoint) ExpiresAt() time.Time { return m.MeetAt.Add(MeetingPointLifetime) }

// MeetInput is a new meeting point: a stage or a position, a time and a note.
type MeetInput struct {
	GroupID  uuid.UUID
	Edition  *festival.Edition
	StageID  *uuid.UUID
	Position *geo.MapPoint
	At       time.Time
	Note     *string
}

// Dropped is a new meeting point and how many members were notified.
type Dropped struct {
	Point    *MeetingPoint
	Notified int
}

const meetingColumns = `mp.id, mp.group_id, mp.festival_edition_id, mp.created_by, coalesce(u.username, '` + AuthorWithoutName + `') AS creator_name,
	mp.stage_id, mp.pos_x, mp.pos_y, mp.meet_at, mp.note, mp.created_at`

// Drop adds a meeting point for a group the viewer belongs to (FORBIDDEN otherwise) and, in the
// same transaction and one statement, a MEETING_POINT notification for every other member (the
// bell, the live count and their push devices, as every notification).
func (s *Service) Drop(ctx context.Context, in MeetInput) (*Dropped, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	if (in.StageID == nil) == (in.Position == nil) {
		return nil, apperr.Invalid("position", MsgMeetWhere)
	}
	if p := in.Position; p != nil && !(finite(p.X, p.Y) && p.X >= 0 && p.X <= 100000 && p.Y >= 0 && p.Y <= 100000) {
		return nil, apperr.Invalid("position", MsgMeetPosition)
	}
	if in.At.Before(now.Add(-MeetingPointLifetime)) || in.At.After(now.Add(maxMeetAhead)) {
		return nil, apperr.Invalid("at", MsgMeetTime)
	}
	var note *string
	if in.Note != nil {
		if n := strings.TrimSpace(*in.Note); n != "" {
			note = &n
		}
	}
	if note != nil && utf8.RuneCountInString(*note) > MaxMeetNote {
		return nil, apperr.Invalid("note", MsgMeetNote)
	}
	var x, y *float64
	if in.Position != nil {
		x, y = &in.Position.X, &in.Position.Y
	}
	out := &Dropped{}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The viewer's membership, locked: the group's meeting points are counted under it, and
		// the member cannot leave meanwhile.
		var member []uuid.UUID
		if err := tx.NewRaw(`SELECT gm.user_id FROM group_members gm JOIN groups g ON g.id = gm.group_id AND NOT g.archived
			WHERE gm.group_id = ? AND gm.user_id = ? FOR UPDATE OF g`, in.GroupID, v.UserID).Scan(ctx, &member); err != nil {
			return err
		}
		if len(member) == 0 {
			return apperr.New(apperr.Forbidden, MsgNotMember)
		}
		if in.StageID != nil {
			ok, err := tx.NewSelect().Table("stages").Where("id = ? AND festival_edition_id = ? AND NOT archived", *in.StageID, in.Edition.ID).Exists(ctx)
			if err != nil {
				return err
			}
			if !ok {
				return apperr.Invalid("stageId", MsgMeetStage)
			}
		}
		var active int
		if err := tx.NewRaw(`SELECT count(*) FROM meeting_points WHERE group_id = ? AND meet_at > ?`,
			in.GroupID, now.Add(-MeetingPointLifetime)).Scan(ctx, &active); err != nil {
			return err
		}
		if active >= MaxMeetingPoints {
			return apperr.Invalid("groupId", MsgTooManyMeetings)
		}
		var ids []uuid.UUID
		err := tx.NewRaw(`INSERT INTO meeting_points (group_id, festival_edition_id, created_by, stage_id, pos_x, pos_y, meet_at, note, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			in.GroupID, in.Edition.ID, v.UserID, in.StageID, x, y, in.At, note, now).Scan(ctx, &ids)
		if err != nil {
			return err
		}
		// One statement for every other member: the notification, its push jobs, its announcement.
		err = tx.NewRaw(`WITH mp AS (
			    SELECT m.*, coalesce(u.username, ?2) AS who, coalesce(st.name, 'a point on the map') AS place, e.time_zone
			      FROM meeting_points m JOIN users u ON u.id = m.created_by
			      JOIN festival_editions e ON e.id = m.festival_edition_id
			      LEFT JOIN stages st ON st.id = m.stage_id
			     WHERE m.id = ?0
			), added AS (
			    INSERT INTO notifications (user_id, kind, message, created_at, updated_at)
			    SELECT gm.user_id, ?3, mp.who || ': meet at ' || mp.place || ', ' || notification_time(mp.meet_at, mp.time_zone) ||
			           coalesce(' · ' || mp.note, ''), ?4, ?4
			      FROM mp JOIN group_members gm ON gm.group_id = mp.group_id AND gm.user_id <> ?1
			    RETURNING id, user_id
			), pushes AS (
			    INSERT INTO push_jobs (notification_id, subscription_id)
			    SELECT a.id, p.id FROM added a JOIN push_subscriptions p ON p.user_id = a.user_id
			    ON CONFLICT DO NOTHING
			)
			SELECT count(pg_notify('notification_added', a.user_id::text || ' ' || a.id::text)) FROM added a`,
			ids[0], v.UserID, AuthorWithoutName, KindMeetingPoint, now).Scan(ctx, &out.Notified)
		if err != nil {
			return err
		}
		points, err := s.meetingPoints(ctx, tx, "mp.id = ?", ids[0])
		if err != nil {
			return err
		}
		out.Point = points[0]
		return nil
	})
	if err != nil {
		return nil, wrap("drop meeting point", err)
	}
	return out, nil
}

func (s *Service) meetingPoints(ctx context.Context, db bun.IDB, where string, args ...any) ([]*MeetingPoint, error) {
	rows := []*MeetingPoint{}
	err := db.NewRaw(`SELECT `+meetingColumns+` FROM meeting_points mp JOIN users u ON u.id = mp.created_by
		WHERE `+where+` ORDER BY mp.meet_at, mp.id LIMIT `+fmt.Sprint(MaxMeetingPoints), args...).Scan(ctx, &rows)
	return rows, err
}

// MeetingPoints lists a group's meeting points of an edition that have not passed an hour ago,
// by time, for its members (FORBIDDEN otherwise).
func (s *Service) MeetingPoints(ctx context.Context, groupID, editionID uuid.UUID) ([]*MeetingPoint, error) {
	if err := s.RequireMember(ctx, groupID); err != nil {
		return nil, err
	}
	rows, err := s.meetingPoints(ctx, s.DB, "mp.group_id = ? AND mp.festival_edition_id = ? AND mp.meet_at > ?",
		groupID, editionID, s.Now().Add(-MeetingPointLifetime))
	if err != nil {
		return nil, fmt.Errorf("meeting points: %w", err)
	}
	return rows, nil
}

// DeleteMeetingPoint deletes a meeting point: who dropped it, or the group's creator. Anyone
// else who is not a member gets NOT_FOUND; other members FORBIDDEN.
func (s *Service) DeleteMeetingPoint(ctx context.Context, id uuid.UUID) error {
	v, err := viewer(ctx)
	if err != nil {
		return err
	}
	var rows []struct {
		CreatedBy uuid.UUID `bun:"created_by,type:uuid"`
		Owner     uuid.UUID `bun:"owner,type:uuid"`
	}
	if err := s.DB.NewRaw(`SELECT mp.created_by, g.created_by AS owner FROM meeting_points mp JOIN groups g ON g.id = mp.group_id
		WHERE mp.id = ? AND EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = mp.group_id AND gm.user_id = ?)`,
		id, v.UserID).Scan(ctx, &rows); err != nil {
		return fmt.Errorf("delete meeting point: %w", err)
	}
	if len(rows) == 0 {
		return apperr.New(apperr.NotFound, MsgMeetingNotFound)
	}
	if rows[0].CreatedBy != v.UserID && rows[0].Owner != v.UserID {
		return apperr.New(apperr.Forbidden, MsgMeetingNotYours)
	}
	if _, err := s.DB.NewDelete().Table("meeting_points").Where("id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("delete meeting point: %w", err)
	}
	return nil
}
