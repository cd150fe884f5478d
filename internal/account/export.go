package account

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/identity"
	"festival/internal/vote"
)

// Export is everything the app holds about one user, as downloaded by "Download my data". It
// names nobody else: groups appear by name, invitations without who sent or received them.
type Export struct {
	ExportedAt    time.Time       `json:"exportedAt"`
	Profile       Profile         `json:"profile"`
	Votes         []ExportVote    `json:"votes"`
	Notes         []ExportNote    `json:"notes"`
	Groups        []ExportGroup   `json:"groups"`
	InviteLinks   []ExportInvite  `json:"inviteLinks"`
	Invitations   []ExportRequest `json:"invitations"`
	CalendarFeeds []ExportFeed    `json:"calendarFeeds"`
	Sessions      []ExportSession `json:"sessions"`
	// AccessTokens are the personal access tokens (never their value or hash).
	AccessTokens []ExportAccessToken `json:"accessTokens"`
	SavedPlans   []ExportPlanSet     `json:"savedPlans"`
	// Notifications, push devices and the reminder setting (export_notify.go).
	Notifications        []ExportNotification  `json:"notifications"`
	PushDevices          []ExportPushDevice    `json:"pushDevices"`
	NotificationSettings []ExportNotifySetting `json:"notificationSettings"`
	// On site (export_onsite.go): pins, the shared position (the latest only), meeting points.
	PrivatePins     []ExportPin            `json:"privatePins"`
	SharedLocations []ExportSharedLocation `json:"sharedLocations"`
	MeetingPoints   []ExportMeetingPoint   `json:"meetingPoints"`
	// Share and remember (export_share.go): share links, ratings, recaps.
	PlanShares []ExportShare  `json:"planShares"`
	Ratings    []ExportRating `json:"ratings"`
	Recaps     []ExportRecap  `json:"recaps"`
	Role       *string        `json:"adminRole"`
}

// Profile is the account row.
type Profile struct {
	ID                  uuid.UUID `bun:"id,type:uuid" json:"id"`
	Email               string    `bun:"email" json:"email"`
	Username            *string   `bun:"username" json:"username"`
	CompletedOnboarding bool      `bun:"completed_onboarding" json:"completedOnboarding"`
	// Theme: "system", "light" or "dark" (issue 36, Day and night).
	Theme          string     `bun:"theme" json:"theme"`
	ThemeChangedAt *time.Time `bun:"theme_changed_at" json:"themeChangedAt"`
	CreatedAt      time.Time  `bun:"created_at" json:"createdAt"`
	UpdatedAt      time.Time  `bun:"updated_at" json:"updatedAt"`
}

// ExportVote is one vote with the set it is on.
type ExportVote struct {
	SetID     uuid.UUID `bun:"set_id,type:uuid" json:"setId"`
	Set       string    `bun:"set_name" json:"set"`
	Edition   string    `bun:"edition_name" json:"edition"`
	Festival  string    `bun:"festival_name" json:"festival"`
	Vote      string    `bun:"vote" json:"vote"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
	UpdatedAt time.Time `bun:"updated_at" json:"updatedAt"`
}

// ExportPlanSet is one set of a saved plan.
type ExportPlanSet struct {
	SetID    uuid.UUID `bun:"set_id,type:uuid" json:"setId"`
	Set      string    `bun:"set_name" json:"set"`
	Edition  string    `bun:"edition_name" json:"edition"`
	Festival string    `bun:"festival_name" json:"festival"`
	Position int       `bun:"position" json:"position"`
	SavedAt  time.Time `bun:"saved_at" json:"savedAt"`
}

// ExportNote is one of the user's notes.
type ExportNote struct {
	ID        uuid.UUID `bun:"id,type:uuid" json:"id"`
	SetID     uuid.UUID `bun:"set_id,type:uuid" json:"setId"`
	Set       string    `bun:"set_name" json:"set"`
	Content   string    `bun:"note_content" json:"content"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
	UpdatedAt time.Time `bun:"updated_at" json:"updatedAt"`
}

// ExportGroup is a group the user belongs to.
type ExportGroup struct {
	ID          uuid.UUID `bun:"id,type:uuid" json:"id"`
	Name        string    `bun:"name" json:"name"`
	Description *string   `bun:"description" json:"description"`
	Role        string    `bun:"role" json:"role"`
	JoinedAt    time.Time `bun:"joined_at" json:"joinedAt"`
}

// ExportInvite is an invite link the user created (the token itself is stored hashed only).
type ExportInvite struct {
	Group     string     `bun:"group_name" json:"group"`
	CreatedAt time.Time  `bun:"created_at" json:"createdAt"`
	ExpiresAt *time.Time `bun:"expires_at" json:"expiresAt"`
	MaxUses   *int       `bun:"max_uses" json:"maxUses"`
	UsedCount int        `bun:"used_count" json:"usedCount"`
	IsActive  bool       `bun:"is_active" json:"isActive"`
}

// ExportRequest is a pending invitation into a group, received or sent by the user.
type ExportRequest struct {
	Group     string    `bun:"group_name" json:"group"`
	Direction string    `bun:"direction" json:"direction"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// ExportFeed is a private calendar feed of the user's plan.
type ExportFeed struct {
	Edition   string     `bun:"edition_name" json:"edition"`
	CreatedAt time.Time  `bun:"created_at" json:"createdAt"`
	RevokedAt *time.Time `bun:"revoked_at" json:"revokedAt"`
}

// ExportSession is a sign-in of the user (the token itself is stored hashed only).
type ExportSession struct {
	CreatedAt  time.Time  `bun:"created_at" json:"createdAt"`
	LastSeenAt time.Time  `bun:"last_seen_at" json:"lastSeenAt"`
	ExpiresAt  time.Time  `bun:"expires_at" json:"expiresAt"`
	RevokedAt  *time.Time `bun:"revoked_at" json:"revokedAt"`
	UserAgent  *string    `bun:"user_agent" json:"userAgent"`
}

// ExportAccessToken is one personal access token, without its value or hash.
type ExportAccessToken struct {
	Name       string     `bun:"name" json:"name"`
	Scopes     []string   `bun:"scopes,array" json:"scopes"`
	CreatedAt  time.Time  `bun:"created_at" json:"createdAt"`
	ExpiresAt  time.Time  `bun:"expires_at" json:"expiresAt"`
	LastUsedAt *time.Time `bun:"last_used_at" json:"lastUsedAt"`
	RevokedAt  *time.Time `bun:"revoked_at" json:"revokedAt"`
}

// Export reads everything about userID. Each list is the user's own rows, in one repeatable-read
// transaction so the parts agree with each other.
func (s *Service) Export(ctx context.Context, userID uuid.UUID) (*Export, error) {
	// Empty lists are [] in the file, not null.
	out := &Export{
		ExportedAt: s.Now().UTC(), Votes: []ExportVote{}, Notes: []ExportNote{}, Groups: []ExportGroup{},
		InviteLinks: []ExportInvite{}, Invitations: []ExportRequest{}, CalendarFeeds: []ExportFeed{}, Sessions: []ExportSession{},
		SavedPlans: []ExportPlanSet{}, Notifications: []ExportNotification{}, PushDevices: []ExportPushDevice{},
		NotificationSettings: []ExportNotifySetting{}, PrivatePins: []ExportPin{}, SharedLocations: []ExportSharedLocation{},
		MeetingPoints: []ExportMeetingPoint{}, PlanShares: []ExportShare{}, Ratings: []ExportRating{},
	}
	opts := &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	err := s.DB.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
		var profiles []Profile
		if err := tx.NewRaw(`SELECT id, email, username, completed_onboarding, theme, theme_changed_at, created_at, updated_at
			FROM users WHERE id = ?`, userID).Scan(ctx, &profiles); err != nil {
			return fmt.Errorf("export profile: %w", err)
		}
		if len(profiles) == 0 {
			return apperr.New(apperr.NotFound, MsgAccountNotFound)
		}
		out.Profile = profiles[0]
		parts := []struct {
			what string
			dest any
			sql  string
		}{
			{"votes", &out.Votes, `SELECT v.set_id, s.name AS set_name, e.name AS edition_name, f.name AS festival_name,
				` + vote.NameSQL("v.vote_type") + ` AS vote, v.created_at, v.updated_at
				FROM votes v JOIN sets s ON s.id = v.set_id JOIN festival_editions e ON e.id = s.festival_edition_id
				JOIN festivals f ON f.id = e.festival_id WHERE v.user_id = ? ORDER BY v.created_at, v.set_id`},
			{"notes", &out.Notes, `SELECT n.id, n.set_id, s.name AS set_name, n.note_content, n.created_at, n.updated_at
				FROM notes n JOIN sets s ON s.id = n.set_id WHERE n.user_id = ? ORDER BY n.created_at, n.id`},
			{"groups", &out.Groups, `SELECT g.id, g.name, g.description, m.role, m.joined_at
				FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = ? AND NOT g.archived ORDER BY m.joined_at, g.id`},
			{"invite links", &out.InviteLinks, `SELECT g.name AS group_name, i.created_at, i.expires_at, i.max_uses, i.used_count, i.is_active
				FROM group_invites i JOIN groups g ON g.id = i.group_id WHERE i.created_by = ? ORDER BY i.created_at, i.id`},
			{"invitations", &out.Invitations, `SELECT g.name AS group_name,
				CASE WHEN r.user_id = ?0 THEN 'received' ELSE 'sent' END AS direction, r.created_at
				FROM group_member_requests r JOIN groups g ON g.id = r.group_id
				WHERE r.user_id = ?0 OR r.invited_by = ?0 ORDER BY r.created_at, r.id`},
			{"calendar feeds", &out.CalendarFeeds, `SELECT e.name AS edition_name, c.created_at, c.revoked_at
				FROM calendar_feeds c JOIN festival_editions e ON e.id = c.festival_edition_id WHERE c.user_id = ? ORDER BY c.created_at, c.id`},
			{"sessions", &out.Sessions, `SELECT created_at, last_seen_at, expires_at, revoked_at, user_agent
				FROM sessions WHERE user_id = ? ORDER BY created_at, id`},
			{"access tokens", &out.AccessTokens, `SELECT name, scopes, created_at, expires_at, last_used_at, revoked_at
				FROM access_tokens WHERE user_id = ? ORDER BY created_at, id`},
			{"saved plans", &out.SavedPlans, `SELECT p.set_id, s.name AS set_name, e.name AS edition_name, f.name AS festival_name, p.position, p.saved_at
				FROM saved_plans p JOIN sets s ON s.id = p.set_id JOIN festival_editions e ON e.id = p.edition_id
				JOIN festivals f ON f.id = e.festival_id WHERE p.user_id = ? ORDER BY e.name, p.position`},
			{"notifications", &out.Notifications, exportNotificationsSQL},
			{"push devices", &out.PushDevices, exportPushDevicesSQL},
			{"notification settings", &out.NotificationSettings, exportNotifySettingsSQL},
			{"private pins", &out.PrivatePins, exportPinsSQL},
			{"shared locations", &out.SharedLocations, exportSharedLocationsSQL},
			{"meeting points", &out.MeetingPoints, exportMeetingPointsSQL},
			{"share links", &out.PlanShares, exportSharesSQL},
			{"ratings", &out.Ratings, exportRatingsSQL},
		}
		for _, p := range parts {
			if err := tx.NewRaw(p.sql, userID).Scan(ctx, p.dest); err != nil {
				return fmt.Errorf("export %s: %w", p.what, err)
			}
		}
		var roles []string
		if err := tx.NewRaw(`SELECT role FROM admin_roles WHERE user_id = ?`, userID).Scan(ctx, &roles); err != nil {
			return fmt.Errorf("export role: %w", err)
		}
		if len(roles) > 0 {
			out.Role = &roles[0]
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if out.Recaps, err = s.recaps(ctx, userID); err != nil {
		return nil, err
	}
	return out, nil
}

// ExportHandler serves GET /account/export.json: the signed-in user's data as a JSON download
// (401 for anonymous requests). A cross-site page can make the browser fetch it with the
// (SameSite=Lax) cookie only as a top-level navigation, whose answer it cannot read.
func (s *Service) ExportHandler(log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "private, no-store")
		v := identity.From(r.Context())
		if v == nil {
			http.Error(w, "sign in to download your data", http.StatusUnauthorized)
			return
		}
		data, err := s.Export(r.Context(), v.UserID)
		if err != nil {
			if apperr.CodeOf(err) == apperr.NotFound {
				http.Error(w, MsgAccountNotFound, http.StatusNotFound)
				return
			}
			log.ErrorContext(r.Context(), "account export failed", "err", err.Error())
			http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
			return
		}
		body, err := json.MarshalIndent(data, "", "  ")
		if err != nil {
			log.ErrorContext(r.Context(), "account export encode failed", "err", err.Error())
			http.Error(w, "temporarily unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="my-festival-data.json"`)
		w.Header().Set("Referrer-Policy", "no-referrer")
		_, _ = w.Write(body)
	}
}
