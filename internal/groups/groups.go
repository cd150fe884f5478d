// Package groups holds friend groups, their members and invite links, with the permission
// rules: any signed-in user creates a group and becomes its creator; only the creator manages
// members and invites and deletes the group; members may leave; admins may list all groups.
package groups

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Group is a friend group.
type Group struct {
	bun.BaseModel `bun:"table:groups,alias:g"`

	ID          uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Name        string
	Description *string
	CreatedBy   uuid.UUID `bun:",type:uuid"`
	Archived    bool      `bun:",notnull"`
	CreatedAt   time.Time `bun:",nullzero,notnull,default:now()"`

	MemberCount int  `bun:",scanonly"`
	IsMember    bool `bun:",scanonly"`
}

// Member is a user's membership of a group.
type Member struct {
	bun.BaseModel `bun:"table:group_members,alias:m"`

	ID       uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	GroupID  uuid.UUID `bun:",type:uuid"`
	UserID   uuid.UUID `bun:",type:uuid"`
	Role     string
	JoinedAt time.Time `bun:",nullzero,notnull,default:now()"`

	// Email is the member's address, read only for the group's creator (nil for everyone else).
	Email *string `bun:",scanonly"`
}

// Roles of a member.
const (
	RoleCreator = "creator"
	RoleMember  = "member"
)

// Invitation is a pending request for a user to join a group: nothing of the user is shared
// with the group until they accept it.
type Invitation struct {
	bun.BaseModel `bun:"table:group_member_requests,alias:r"`

	ID        uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	GroupID   uuid.UUID `bun:",type:uuid"`
	UserID    uuid.UUID `bun:",type:uuid"`
	InvitedBy uuid.UUID `bun:",type:uuid"`
	CreatedAt time.Time `bun:",nullzero,notnull,default:now()"`

	GroupName       string  `bun:",scanonly"`
	InviterUsername *string `bun:",scanonly"`
}

// Invite is an invite link; only the hash of its token is kept.
type Invite struct {
	bun.BaseModel `bun:"table:group_invites,alias:i"`

	ID        uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	GroupID   uuid.UUID `bun:",type:uuid"`
	TokenHash []byte
	CreatedBy uuid.UUID `bun:",type:uuid"`
	ExpiresAt *time.Time
	MaxUses   *int
	UsedCount int       `bun:",notnull"`
	IsActive  bool      `bun:",notnull"`
	CreatedAt time.Time `bun:",nullzero,notnull,default:now()"`

	// Status is the invite's status when it was read (inviteStatusSQL): one of the Status
	// constants.
	Status string `bun:",scanonly"`
}

// Invite statuses (inviteStatusSQL); only an active invite may be redeemed.
const (
	StatusActive   = "ACTIVE"
	StatusExpired  = "EXPIRED"
	StatusOverused = "OVERUSED"
	StatusInactive = "INACTIVE"
)
