package model

import (
	"festival/graph/relay"
	"festival/internal/audit"
)

// auditKinds maps the filter's kinds to stored entity types.
var auditKinds = map[AuditKind]string{
	AuditKindFestival: audit.Festival,
	AuditKindEdition:  audit.Edition,
	AuditKindStage:    audit.Stage,
	AuditKindSet:      audit.Set,
	AuditKindArtist:   audit.Artist,
	AuditKindImport:   audit.Import,
	AuditKindRole:     audit.Role,
}

// AuditEntityType is the stored entity type of kind k.
func AuditEntityType(k AuditKind) string { return auditKinds[k] }

// Kind is the filter kind of the entry (nil for an entity type it does not name).
func (x *AuditEntry) Kind() *AuditKind {
	for k, t := range auditKinds {
		if t == x.EntityType {
			return &k
		}
	}
	return nil
}

// EditionGlobalID is the global id of the entry's edition (nil: none).
func (x *AuditEntry) EditionGlobalID() *string {
	if x.EditionID == nil {
		return nil
	}
	id := relay.ID(relay.TypeEdition, *x.EditionID)
	return &id
}

// ActorName is who made the change in words: how it was made when no signed-in user made it
// (Via: the command line, the bootstrap, an account deletion, or a deleted user), else the
// actor's username, else "Unknown".
func (x *AuditEntry) ActorName() string {
	if x.Via != nil && *x.Via != "" {
		return *x.Via
	}
	if x.ActorUsername != nil && *x.ActorUsername != "" {
		return *x.ActorUsername
	}
	return "Unknown"
}
