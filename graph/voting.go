package graph

import (
	"festival/graph/model"
	"festival/internal/lineup"
)

// voteValue maps the enum to the stored value.
func voteValue(v *model.VoteType) *int {
	if v == nil {
		return nil
	}
	n := map[model.VoteType]int{model.VoteTypeMustGo: lineup.MustGo, model.VoteTypeInterested: lineup.Interested, model.VoteTypeWontGo: lineup.WontGo}[*v]
	return &n
}

// voteType maps a stored value to the enum (0 or nil: no vote).
func voteType(v int) *model.VoteType {
	var t model.VoteType
	switch v {
	case lineup.MustGo:
		t = model.VoteTypeMustGo
	case lineup.Interested:
		t = model.VoteTypeInterested
	case lineup.WontGo:
		t = model.VoteTypeWontGo
	default:
		return nil
	}
	return &t
}
