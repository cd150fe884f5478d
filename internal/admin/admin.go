// Package admin is the content administration of the festival team: festivals, editions,
// logos, stages, sets and artists. Every write checks the Core team permission on the server,
// runs in one transaction with its audit entry. The database's triggers publish the set changes
// for live updates inside that transaction (internal/changes), so subscribers see only
// committed data; no writer here announces anything itself.
package admin

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/identity"
	"festival/internal/imaging"
	"festival/internal/paging"
	"festival/internal/storage"
)

// Service runs the admin writes.
type Service struct {
	DB *bun.DB
	// Files stores festival logos.
	Files storage.Store
	Now   func() time.Time
	// Decodes bounds the uploads decoded at once (nil: the instance's imaging.Decodes).
	Decodes *imaging.Gate
}

// Permission messages (the spec's where it has them).
const (
	MsgSignInArtist     = "You must be logged in to add an artist"
	MsgOnlyCoreAdd      = "Only Core team members can add artists"
	MsgOnlyCoreEdit     = "Only Core team members can edit artists"
	MsgSignIn           = "You must be logged in to manage festivals"
	MsgOnlyCore         = "Only Core team members can manage festivals"
	MsgSignInAuditLog   = "You must be logged in to read the audit log"
	MsgOnlyCoreAuditLog = "Only Core team members can read the audit log"
)

// access is the pair of messages a permission check answers with.
type access struct{ signIn, forbidden string }

var (
	manageContent = access{MsgSignIn, MsgOnlyCore}
	addArtist     = access{MsgSignInArtist, MsgOnlyCoreAdd}
	editArtist    = access{MsgSignInArtist, MsgOnlyCoreEdit}
	readAuditLog  = access{MsgSignInAuditLog, MsgOnlyCoreAuditLog}
)

// require returns the viewer when they hold the Core team permission (edit_artists: any admin
// role): UNAUTHENTICATED without a session, FORBIDDEN without the role.
func require(ctx context.Context, a access) (*identity.Viewer, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, a.signIn)
	}
	if !v.CanEditArtists() {
		return nil, apperr.New(apperr.Forbidden, a.forbidden)
	}
	return v, nil
}

// Opt is a field of a partial update: Set false leaves the stored value unchanged.
type Opt[T any] struct {
	Set   bool
	Value T
}

// Some is a set Opt.
func Some[T any](v T) Opt[T] { return Opt[T]{Set: true, Value: v} }

// uniqueViolation reports whether err is a unique-constraint violation (of constraint, when
// given).
func uniqueViolation(err error, constraint string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505" && (constraint == "" || pe.ConstraintName == constraint)
}

// wrap keeps domain errors as they are and names the operation of any other.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	return fmt.Errorf("%s: %w", op, err)
}

// tx runs fn in a transaction of s.DB.
func (s *Service) tx(ctx context.Context, op string, fn func(ctx context.Context, tx bun.Tx) error) error {
	return wrap(op, s.DB.RunInTx(ctx, nil, fn))
}

// MsgRolesAdminsOnly refuses a filter on role changes to readers who may not read admin roles.
const MsgRolesAdminsOnly = "Only admins can see role changes"

// AuditLog returns a page of the audit log matching f, newest first. Core team only; role
// changes only for those who may read admin roles (admins and super admins): for others they
// are left out, and a filter asking for them is FORBIDDEN.
func (s *Service) AuditLog(ctx context.Context, f audit.Filter, first int, after *audit.Key) (paging.Page[*audit.Entry], error) {
	v, err := require(ctx, readAuditLog)
	if err != nil {
		return paging.Page[*audit.Entry]{}, err
	}
	f.WithRoles = v.IsAdmin()
	if f.EntityType == audit.Role && !f.WithRoles {
		return paging.Page[*audit.Entry]{}, apperr.New(apperr.Forbidden, MsgRolesAdminsOnly)
	}
	return audit.Latest(ctx, s.DB, f, first, after)
}

// AuditEntriesByIDs returns the audit entries among ids, for the Core team only (nobody else
// sees any: an empty map, not an error, as node(id:) answers null).
func (s *Service) AuditEntriesByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*audit.Entry, error) {
	v, err := require(ctx, readAuditLog)
	if err != nil {
		return map[uuid.UUID]*audit.Entry{}, nil
	}
	return audit.ByIDs(ctx, s.DB, ids, v.IsAdmin())
}
