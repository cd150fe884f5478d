package auth

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/relay"
)

// User is an account (the spec's profile), created on the first successful sign-in.
type User struct {
	bun.BaseModel `bun:"table:users,alias:u"`

	ID                  uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Email               string
	Username            *string
	CompletedOnboarding bool      `bun:",notnull"`
	CreatedAt           time.Time `bun:",nullzero,notnull,default:now()"`
	UpdatedAt           time.Time `bun:",nullzero,notnull,default:now()"`
}

// GlobalID is the Relay id.
func (u *User) GlobalID() string { return relay.ID(relay.TypeUser, u.ID) }
