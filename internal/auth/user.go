package auth

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// User is an account (the spec's profile), created on the first successful sign-in.
type User struct {
	bun.BaseModel `bun:"table:users,alias:u"`

	ID                  uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Email               string
	Username            *string
	CompletedOnboarding bool `bun:",notnull"`
	// Theme is the look the user chose: ThemeSystem, ThemeLight or ThemeDark.
	Theme string `bun:",notnull,default:'system'"`
	// ThemeChangedAt is when Theme was last chosen; nil until then.
	ThemeChangedAt *time.Time
	CreatedAt      time.Time `bun:",nullzero,notnull,default:now()"`
	UpdatedAt      time.Time `bun:",nullzero,notnull,default:now()"`
}
