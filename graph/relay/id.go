// Package relay implements the Relay server conventions for the GraphQL layer: opaque global
// IDs, cursors and the one connection builder. Only graph/ (and the HTTP wiring) import it;
// domain services speak in database ids and typed page keys.
package relay

import (
	"encoding/base64"
	"encoding/hex"
	"strings"

	"github.com/google/uuid"
)

// Type names used in global IDs; they match the GraphQL type names.
const (
	TypeUser     = "User"
	TypeFestival = "Festival"
	TypeEdition  = "Edition"
	TypeStage    = "Stage"
	TypeSet      = "Set"
	TypeArtist   = "Artist"
	TypeGenre    = "MusicGenre"
	TypeGroup    = "Group"
	TypeMember   = "GroupMember"
	TypeInvite   = "GroupInvite"
	TypeNote     = "Note"

	TypeInvitation   = "GroupInvitation"
	TypeAuditEntry   = "AuditEntry"
	TypeNotification = "Notification"
	// Issue 35: points of interest (Node) and meeting points (ids only).
	TypePointOfInterest = "PointOfInterest"
	TypeMeetingPoint    = "MeetingPoint"
	// Issue 37: personal access tokens.
	TypeAccessToken = "AccessToken"
	// Issue 36: share links.
	TypePlanShare = "PlanShare"
)

// ID encodes a global id for an object of typ with database id.
func ID(typ string, id uuid.UUID) string {
	return base64.RawURLEncoding.EncodeToString([]byte(typ + ":" + id.String()))
}

// AppendID appends ID(typ, id), quoted (base64 needs no escapes), without allocating.
func AppendID(dst []byte, typ string, id uuid.UUID) []byte {
	var text [36]byte // id.String()
	hex.Encode(text[0:8], id[0:4])
	hex.Encode(text[9:13], id[4:6])
	hex.Encode(text[14:18], id[6:8])
	hex.Encode(text[19:23], id[8:10])
	hex.Encode(text[24:], id[10:])
	text[8], text[13], text[18], text[23] = '-', '-', '-', '-'
	var raw [64]byte
	dst = append(dst, '"')
	dst = base64.RawURLEncoding.AppendEncode(dst, append(append(append(raw[:0], typ...), ':'), text[:]...))
	return append(dst, '"')
}

// ParseID decodes a global id. ok is false for anything malformed.
func ParseID(global string) (typ string, id uuid.UUID, ok bool) {
	raw, err := base64.RawURLEncoding.DecodeString(global)
	if err != nil {
		return "", uuid.Nil, false
	}
	typ, rest, found := strings.Cut(string(raw), ":")
	if !found || typ == "" {
		return "", uuid.Nil, false
	}
	id, err = uuid.Parse(rest)
	if err != nil {
		return "", uuid.Nil, false
	}
	return typ, id, true
}

// ParseIDOf decodes a global id that must be of type want.
func ParseIDOf(want, global string) (uuid.UUID, bool) {
	typ, id, ok := ParseID(global)
	if !ok || typ != want {
		return uuid.Nil, false
	}
	return id, true
}

// Node is any object with a global id; the GraphQL Node interface binds to it.
type Node interface {
	GlobalID() string
}
