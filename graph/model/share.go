package model

import (
	"festival/graph/relay"
	"festival/internal/share"
)

// Share and remember (issue 36).

// PlanShare is one of the viewer's share links.
type PlanShare share.Share

func (x *PlanShare) GlobalID() string { return relay.ID(relay.TypePlanShare, x.ID) }

// PlanShareOf converts a share.
func PlanShareOf(x *share.Share) *PlanShare { return (*PlanShare)(x) }

// Recap is the viewer's recap of an edition.
type Recap struct {
	Sets          []*RecapSet
	MusicMinutes  int
	WalkingMeters int
	TopGenres     []string
	TopStage      *string
	HighestRated  *RecapSet
	Groups        []*RecapGroup
}

// RecapSet is a set seen, with the viewer's stars.
type RecapSet struct {
	Set   *Set
	Stars *int
}

// RecapGroup is a group with the sets its crew saw together.
type RecapGroup struct {
	Group *Group
	Sets  []*Set
}
